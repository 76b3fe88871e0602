/** What a list's filter fields get: the parsed URL search, and a way to change part of it. */
export type FilterFieldsProps<S> = { search: S; onChange: (next: Partial<S>) => void };
