/** A select's value as the id the contract wants; nothing chosen stays missing, so it reads "required". */
export const idOf = (value: string | null | undefined) => (value ? Number(value) : undefined);
