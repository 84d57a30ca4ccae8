import '@mantine/tiptap/styles.css';
import { Input } from '@mantine/core';
import { Link, RichTextEditor, type RichTextEditorLabels } from '@mantine/tiptap';
import { useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import type { TranslationKey } from '@w2e/core/i18n/resources-en';
import { useEffect, useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** The toolbar's labels this editor uses, each an i18n key `articles:editor_<label>`. */
const LABELS = [
  'boldControlLabel',
  'italicControlLabel',
  'underlineControlLabel',
  'strikeControlLabel',
  'codeControlLabel',
  'h2ControlLabel',
  'h3ControlLabel',
  'h4ControlLabel',
  'blockquoteControlLabel',
  'bulletListControlLabel',
  'orderedListControlLabel',
  'hrControlLabel',
  'linkControlLabel',
  'unlinkControlLabel',
  'undoControlLabel',
  'redoControlLabel',
  'linkEditorInputLabel',
  'linkEditorInputPlaceholder',
  'linkEditorSave',
  'linkEditorExternalLink',
  'linkEditorInternalLink',
] as const satisfies readonly (keyof RichTextEditorLabels)[];

export interface RichTextFieldProps {
  label: string;
  value: string;
  onChange: (html: string) => void;
  error?: string;
  required?: boolean;
  /** Defaults to the article body's, which the browser tests look for. */
  testId?: string;
}

/**
 * A rich-text editor (tiptap through Mantine): article bodies, event descriptions. Loaded on demand by the pages
 * that use it only: with its ProseMirror core it weighs more than the rest of the portal's first load together.
 */
export default function RichTextField({
  label,
  value,
  onChange,
  error,
  required = true,
  testId = 'article-body-editor',
}: RichTextFieldProps) {
  const { t } = useTranslation();
  const labelId = useId();
  const labels = useMemo(
    () =>
      Object.fromEntries(
        LABELS.map((name) => [name, t(`articles:editor_${name}` as TranslationKey)]),
      ) as Partial<RichTextEditorLabels>,
    [t],
  );
  const editor = useEditor({
    // Headings start at h2: the page's title is its only h1 (and the sanitizer keeps h2-h4 only).
    extensions: [StarterKit.configure({ link: false, heading: { levels: [2, 3, 4] } }), Link],
    content: value,
    immediatelyRender: true,
    shouldRerenderOnTransaction: false,
    editorProps: {
      attributes: { 'aria-labelledby': labelId, 'aria-multiline': 'true', role: 'textbox' },
    },
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? '' : current.getHTML()),
  });

  // A draft loaded after the editor opened replaces its content once.
  useEffect(() => {
    if (editor && value && editor.isEmpty) editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  return (
    <Input.Wrapper label={<span id={labelId}>{label}</span>} error={error} required={required}>
      <RichTextEditor editor={editor} mt={4} labels={labels} data-testid={testId}>
        <RichTextEditor.Toolbar sticky stickyOffset={60} aria-label={label}>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Bold />
            <RichTextEditor.Italic />
            <RichTextEditor.Underline />
            <RichTextEditor.Strikethrough />
            <RichTextEditor.Code />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.H2 />
            <RichTextEditor.H3 />
            <RichTextEditor.H4 />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Blockquote />
            <RichTextEditor.BulletList />
            <RichTextEditor.OrderedList />
            <RichTextEditor.Hr />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Link />
            <RichTextEditor.Unlink />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Undo />
            <RichTextEditor.Redo />
          </RichTextEditor.ControlsGroup>
        </RichTextEditor.Toolbar>
        <RichTextEditor.Content mih={280} />
      </RichTextEditor>
    </Input.Wrapper>
  );
}
