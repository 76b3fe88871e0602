// The form helpers moved to shared/form; screens not yet moved to @mantine/form still import them here.
export { formAlert, serverFieldErrors } from '../../shared/form/api-errors.js';
export { type FieldErrors, fieldMessage } from '../../shared/form/field-message.js';

/** Whether any field has a message. */
export const hasErrors = (errors: Partial<Record<string, string>>) => Object.values(errors).some(Boolean);
