export declare function routeTableFiles(root?: string): string[];
export declare function routeScreens(
  root?: string,
): { name: string; module: string; namespaces: string[]; file: string }[];
