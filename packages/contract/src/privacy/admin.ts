// Owned by the admin work of issue 23; schemas are added here.
export {};
