export declare const DEV_CLIENT_ID: string;
export declare const DEV_CLIENT_SECRET: string;

export type DevOidcUser = { email: string; sub: string; email_verified?: boolean; name?: string };

export type DevOidcProvider = {
  issuer: string;
  clientId: string;
  clientSecret: string;
  addUser(user: DevOidcUser): void;
  removeUser(email: string): void;
  tamperNextIdToken(claims: Record<string, unknown>): void;
  close(): Promise<void>;
};

export declare function startOidcProvider(options?: {
  port?: number;
  host?: string;
  clientId?: string;
  clientSecret?: string;
  redirectHosts?: string[];
  log?: boolean;
}): Promise<DevOidcProvider>;
