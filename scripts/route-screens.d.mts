export declare const ROUTE_TABLE: string;
export declare function routeScreens(root?: string): { name: string; module: string; namespaces: string[] }[];
