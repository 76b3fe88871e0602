import '@mantine/tiptap/styles.css';
import { RichTextEditor } from '@mantine/tiptap';
import { SAFE_HREF } from '@talent/contract';
import Link from '@tiptap/extension-link';
import { Selection } from '@tiptap/pm/state';
import { useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useTranslation } from 'react-i18next';
import type { DescriptionField } from './description-field.js';
import classes from './job-form.module.css';

/**
 * The job description's rich-text editor, loaded on the field's first focus or touch
 * (DescriptionEditor.tsx). Only what the safe-html allow-list of spec §9 keeps can be written:
 * paragraphs, line breaks, bold, italic, headings 2–4, bullet lists and http(s)/mailto links
 * (no strike `<s>`, underline `<u>`, ordered list, quote or code, which the display would drop).
 * Once built it takes over from the placeholder: `takeOver` shows it in the placeholder's stead
 * and hands on what was typed there meanwhile (or null) and whether it had the focus. The text and
 * the focus move in the same task, synchronously (tiptap's own focus waits for a frame), so a
 * keystroke cannot fall between the two.
 */
export function RichDescriptionEditor({
  field,
  content,
  onChange,
  takeOver,
}: {
  field: DescriptionField;
  content: string;
  onChange: (html: string) => void;
  takeOver: () => { draft: string | null; focused: boolean };
}) {
  const { t } = useTranslation('job-form');
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3, 4] },
        blockquote: false,
        code: false,
        codeBlock: false,
        horizontalRule: false,
        orderedList: false,
        strike: false,
        underline: false,
        link: false,
      }),
      Link.configure({
        openOnClick: false,
        autolink: true,
        defaultProtocol: 'https',
        protocols: ['http', 'https', 'mailto'],
        isAllowedUri: (url) => SAFE_HREF.test(url),
        HTMLAttributes: { target: null, rel: null, class: null },
      }),
    ],
    content,
    immediatelyRender: true,
    shouldRerenderOnTransaction: true,
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': field.labelId,
        'aria-describedby': field.describedBy,
        'aria-invalid': field.invalid ? 'true' : 'false',
        'data-field': 'description',
      },
    },
    onCreate: ({ editor: e }) => {
      const { draft, focused } = takeOver();
      // Spaces kept as typed: a space typed last before the swap is not trimmed away.
      if (draft !== null)
        e.commands.setContent(draft, { emitUpdate: true, parseOptions: { preserveWhitespace: 'full' } });
      if (focused) {
        e.view.dispatch(e.state.tr.setSelection(Selection.atEnd(e.state.doc)));
        e.view.focus();
      }
    },
    onUpdate: ({ editor: e }) => onChange(e.isEmpty ? '' : e.getHTML()),
  });

  return (
    <RichTextEditor
      editor={editor}
      variant="subtle"
      className={classes.editor}
      labels={{
        boldControlLabel: t('editor.bold'),
        italicControlLabel: t('editor.italic'),
        h2ControlLabel: t('editor.h2'),
        h3ControlLabel: t('editor.h3'),
        h4ControlLabel: t('editor.h4'),
        bulletListControlLabel: t('editor.bulletList'),
        linkControlLabel: t('editor.link'),
        unlinkControlLabel: t('editor.unlink'),
        clearFormattingControlLabel: t('editor.clear'),
        undoControlLabel: t('editor.undo'),
        redoControlLabel: t('editor.redo'),
        linkEditorInputLabel: t('editor.linkUrl'),
        linkEditorInputPlaceholder: 'https://',
        linkEditorSave: t('editor.linkSave'),
        linkEditorExternalLink: t('editor.linkExternal'),
        linkEditorInternalLink: t('editor.linkInternal'),
      }}
      style={field.invalid ? { borderColor: 'var(--mantine-color-error)' } : undefined}
    >
      <RichTextEditor.Toolbar aria-label={t('editor.toolbar')} role="toolbar">
        <RichTextEditor.ControlsGroup>
          <RichTextEditor.Bold />
          <RichTextEditor.Italic />
          <RichTextEditor.ClearFormatting />
        </RichTextEditor.ControlsGroup>
        <RichTextEditor.ControlsGroup>
          <RichTextEditor.H2 />
          <RichTextEditor.H3 />
          <RichTextEditor.H4 />
        </RichTextEditor.ControlsGroup>
        <RichTextEditor.ControlsGroup>
          <RichTextEditor.BulletList className={classes.mirrored} />
          <RichTextEditor.Link />
          <RichTextEditor.Unlink />
        </RichTextEditor.ControlsGroup>
        <RichTextEditor.ControlsGroup>
          <RichTextEditor.Undo className={classes.mirrored} />
          <RichTextEditor.Redo className={classes.mirrored} />
        </RichTextEditor.ControlsGroup>
      </RichTextEditor.Toolbar>
      <RichTextEditor.Content mih={200} />
    </RichTextEditor>
  );
}
