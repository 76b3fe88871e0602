import { TagsInput, type TagsInputProps } from '@mantine/core';

type Props = Omit<TagsInputProps, 'onChange'> & {
  /** The longest a tag may be: longer ones are cut there (else the contract's check says so). */
  maxLength?: number;
  /** How each typed tag is stored (say, lower-cased); trimmed and cut first. */
  normalize?: (tag: string) => string;
  onChange: (tags: string[]) => void;
};

/**
 * The input of a list of short words (tags, e-mail domains): typed with Enter or a comma, each
 * trimmed, cut to `maxLength` if given and normalised, blanks and repeats dropped. `TagsEditor` edits a
 * thing's tags with it; a form of its own (the e-mail domains of an identity provider) uses it as a field.
 */
export function TagsField({ maxLength, normalize = (tag) => tag, onChange, ...props }: Props) {
  return (
    <TagsInput
      clearable
      {...props}
      onChange={(next) =>
        onChange([
          ...new Set(next.map((tag) => normalize(tag.trim().slice(0, maxLength ?? tag.length))).filter(Boolean)),
        ])
      }
    />
  );
}
