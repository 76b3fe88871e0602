/**
 * How the editor names and describes itself, whichever of the two is on screen (the plain one of
 * DescriptionEditor.tsx or the lazy RichDescriptionEditor.tsx). Apart, so the two need not import each other.
 */
export type DescriptionField = { labelId: string; describedBy: string; invalid: boolean };
