import { Input, Stack } from '@mantine/core';
import { type ReactNode, useId, useMemo, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { sanitizeHtml } from '../../../shared/ui/SafeHtml.js';
import type { DescriptionField } from './description-field.js';
import classes from './job-form.module.css';
import type { RichDescriptionEditor } from './RichDescriptionEditor.js';

const loadEditor = () => import('./RichDescriptionEditor.js').then((m) => m.RichDescriptionEditor);
/** The editor's toolbar: how many buttons each group holds (RichDescriptionEditor.tsx). */
const TOOLBAR_GROUPS = [3, 3, 3, 2];

/**
 * The job description. The rich-text editor (tiptap with ProseMirror, about 140 KB gzipped) loads
 * on the field's first focus or touch; until it is ready a placeholder of the same size (the same
 * frame, a toolbar of the same buttons' size that wraps as it does, the same content box) shows the
 * description and takes focus and typing. The editor is built hidden beside it and takes its place
 * in one step, with what was typed and the focus, so nothing moves and no keystroke is lost.
 */
export function DescriptionEditor({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (html: string) => void;
  error: ReactNode;
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
  const loading = useRef(false);
  const [RichEditor, setRichEditor] = useState<typeof RichDescriptionEditor | null>(null);
  const [ready, setReady] = useState(false);
  // The description as shown before the editor loads: sanitised, as on the job's page.
  const shown = useMemo(() => sanitizeHtml(value), [value]);

  const load = () => {
    if (loading.current) return;
    loading.current = true;
    void loadEditor().then((component) => setRichEditor(() => component));
  };

  // Called by the editor once built: show it instead of the placeholder, handing on what was typed.
  const takeOver = () => {
    const draft = placeholder.current?.innerHTML ?? shown;
    const focused = placeholder.current !== null && document.activeElement === placeholder.current;
    flushSync(() => setReady(true));
    return { draft: draft === shown ? null : draft, focused };
  };

  return (
    <Stack gap={4}>
      <Input.Label
        id={labelId}
        required
        onClick={() => {
          if (!ready) placeholder.current?.focus();
        }}
      >
        {t('fields.description')}
      </Input.Label>
      <Input.Description id={hintId}>{t('hints.description')}</Input.Description>
      {RichEditor && (
        <div hidden={!ready}>
          <RichEditor field={field} content={value} onChange={onChange} takeOver={takeOver} />
        </div>
      )}
      {!ready && (
        <div
          className={classes.editorPlaceholder}
          style={error ? { borderColor: 'var(--mantine-color-error)' } : undefined}
          onPointerEnter={load}
          onPointerDown={load}
        >
          <div className={classes.editorPlaceholderToolbar} aria-hidden>
            {TOOLBAR_GROUPS.map((size, group) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a fixed drawing, never reordered.
              <span key={group} className={classes.editorPlaceholderGroup}>
                {Array.from({ length: size }, (_, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: a fixed drawing, never reordered.
                  <span key={i} className={classes.editorPlaceholderControl} />
                ))}
              </span>
            ))}
          </div>
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
