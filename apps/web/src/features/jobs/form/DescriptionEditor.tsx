import { Input, Stack } from '@mantine/core';
import { useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { sanitizeHtml } from '../../../shared/ui/SafeHtml.js';
import classes from './job-form.module.css';
import type { RichDescriptionEditor } from './RichDescriptionEditor.js';

/** How the editor names and describes itself, whichever of the two is on screen. */
export type DescriptionField = { labelId: string; describedBy: string; invalid: boolean };

type Editor = typeof RichDescriptionEditor;
const loadEditor = () => import('./RichDescriptionEditor.js').then((m) => m.RichDescriptionEditor);

/**
 * The job description. The rich-text editor (tiptap with ProseMirror, about 140 KB gzipped) loads
 * on the field's first focus or touch; until then a placeholder of the same size shows the
 * description and takes focus and typing, so nothing moves and no keystroke is lost when the editor
 * replaces it.
 */
export function DescriptionEditor({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (html: string) => void;
  error: string | undefined;
}) {
  const { t } = useTranslation('job-form');
  const id = useId();
  const labelId = `${id}-label`;
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const field: DescriptionField = {
    labelId,
    describedBy: error ? `${hintId} ${errorId}` : hintId,
    invalid: Boolean(error),
  };
  const placeholder = useRef<HTMLDivElement>(null);
  const [editor, setEditor] = useState<{ Editor: Editor; content: string; typed: boolean } | null>(null);
  const loading = useRef(false);
  // The description as shown before the editor loads: sanitised, as on the job's page.
  const shown = useMemo(() => sanitizeHtml(value), [value]);

  const load = () => {
    if (loading.current) return;
    loading.current = true;
    void loadEditor().then((Editor) => {
      const draft = placeholder.current?.innerHTML ?? shown;
      const typed = draft !== shown;
      setEditor({ Editor, content: typed ? draft : value, typed });
    });
  };

  return (
    <Stack gap={4}>
      <Input.Label
        id={labelId}
        required
        onClick={() => {
          if (!editor) placeholder.current?.focus();
        }}
      >
        {t('fields.description')}
      </Input.Label>
      <Input.Description id={hintId}>{t('hints.description')}</Input.Description>
      {editor ? (
        <editor.Editor field={field} content={editor.content} typed={editor.typed} onChange={onChange} />
      ) : (
        <div
          className={classes.editorPlaceholder}
          style={error ? { borderColor: 'var(--mantine-color-error)' } : undefined}
          onPointerEnter={load}
          onPointerDown={load}
        >
          <div className={classes.editorPlaceholderToolbar} aria-hidden />
          {/* biome-ignore lint/a11y/useSemanticElements: it shows the description's formatting, as the editor that replaces it does; a textarea cannot. */}
          <div
            ref={placeholder}
            role="textbox"
            tabIndex={0}
            contentEditable="plaintext-only"
            suppressContentEditableWarning
            aria-multiline="true"
            aria-labelledby={labelId}
            aria-describedby={field.describedBy}
            aria-invalid={field.invalid ? 'true' : 'false'}
            data-field="description"
            className={`safe-html ${classes.editorPlaceholderContent}`}
            onFocus={load}
            // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by sanitizeHtml with the spec §9 allow-list.
            dangerouslySetInnerHTML={{ __html: shown }}
          />
        </div>
      )}
      {error && <Input.Error id={errorId}>{error}</Input.Error>}
    </Stack>
  );
}
