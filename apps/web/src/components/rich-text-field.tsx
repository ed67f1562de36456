import '@mantine/tiptap/styles.css';
import { FileButton, Input } from '@mantine/core';
import { getUploadImageExtension, RichTextEditor, type RichTextEditorLabels } from '@mantine/tiptap';
import { PHOTO_ACCEPT } from '@ponte/shared/files.schema';
import { IconPhoto } from '@tabler/icons-react';
import { Highlight } from '@tiptap/extension-highlight';
import { Image } from '@tiptap/extension-image';
import { TextAlign } from '@tiptap/extension-text-align';
import { Color, TextStyle } from '@tiptap/extension-text-style';
import { Placeholder } from '@tiptap/extensions';
import { useEditor } from '@tiptap/react';
import { StarterKit } from '@tiptap/starter-kit';
import { useEffect, useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { askAltText } from './ask-alt-text.tsx';

/** Spec §9: the undo history groups changes 2,000 ms apart and keeps at most 500 steps. */
export const UNDO_GROUP_DELAY_MS = 2000;
export const UNDO_DEPTH = 500;

/** The upload accepts what the server judges as images (PHOTO_ACCEPT). */
const IMAGE_ACCEPT = PHOTO_ACCEPT.join(',');

/** Colours offered for text and background; all pass 4.5:1 as text on white. */
const COLORS = ['#1a1b1e', '#a61e1e', '#8a4b00', '#1e6b30', '#1864ab', '#5f3dc4', '#862e9c'];

export interface RichTextFieldProps {
  /**
   * Stores a picked, dropped or pasted image and answers its address; without it the editor offers no
   * image (a course description has none).
   */
  uploadImage?: (file: File) => Promise<string>;
  /** Ask the author for each image's alternative text before it is inserted (a quiz question needs it). */
  askAlt?: boolean;
  label: string;
  /** What the empty editor says; a generic "Escreva aqui…" otherwise. */
  placeholder?: string;
  value: string;
  onChange: (html: string) => void;
  onBlur?: () => void;
  error?: string;
  required?: boolean;
}

/**
 * The editable area's own attributes: a multi-line textbox named by the field's label, marked required,
 * and invalid with its message while there is an error. Set when the editor starts and again on change.
 */
function editorAttributes(labelId: string, errorId: string, required: boolean | undefined, invalid: boolean) {
  return {
    role: 'textbox',
    'aria-multiline': 'true',
    'aria-labelledby': labelId,
    ...(required ? { 'aria-required': 'true' } : {}),
    ...(invalid ? { 'aria-invalid': 'true', 'aria-describedby': errorId } : {}),
  };
}

/**
 * Rich text as the product writes it (spec §9; ADR 0037): Tiptap through @mantine/tiptap with the spec's toolbar — header,
 * bold, italic, underline, strike, link, lists, colour, background, alignment, clear — and exactly the
 * marks the server's allow-list keeps (ADR 0037): no blockquote, code or rule. Every control is a button
 * in the tab order; the editing area is a labelled multi-line text box.
 */
export function RichTextField({
  uploadImage,
  askAlt = false,
  label,
  placeholder,
  value,
  onChange,
  onBlur,
  error,
  required,
}: RichTextFieldProps) {
  const { t } = useTranslation();
  const labelId = useId();
  const errorId = useId();

  const upload = async (file: File) => ({
    src: await (uploadImage as (file: File) => Promise<string>)(file),
    alt: file.name.replace(/\.[^.]+$/, ''),
  });
  const uploadFailed = (_file: File, error: unknown) =>
    notify(
      isApiError(error) && error.status !== 0 && error.message ? error.message : t('richText.imageFailed'),
      'error',
      'rich-text-image-failed',
    );

  const editor = useEditor({
    immediatelyRender: true,
    shouldRerenderOnTransaction: false,
    extensions: [
      StarterKit.configure({
        heading: { levels: [1, 2, 3, 4] },
        blockquote: false,
        code: false,
        codeBlock: false,
        horizontalRule: false,
        undoRedo: { depth: UNDO_DEPTH, newGroupDelay: UNDO_GROUP_DELAY_MS },
        link: {
          openOnClick: false,
          autolink: true,
          protocols: ['http', 'https', 'mailto'],
          defaultProtocol: 'https',
          HTMLAttributes: { rel: 'noopener noreferrer nofollow', target: '_blank' },
          isAllowedUri: (url) => /^(?:https?:\/\/|mailto:)/i.test(url.trim()),
        },
      }),
      TextStyle,
      Color,
      Highlight.configure({ multicolor: true }),
      TextAlign.configure({ types: ['heading', 'paragraph'] }),
      // Images only through the platform's upload (judged, re-encoded, served to the text's readers);
      // a pasted external image is not fetched, and the server drops any it did not store (ADR 0037).
      // Where each image must be described first (askAlt), it is inserted only once described and stored:
      // no placeholder without alternative text shows meanwhile, and a pasted image is not taken.
      ...(uploadImage && askAlt ? [Image.configure({ allowBase64: false })] : []),
      ...(uploadImage && !askAlt
        ? [
            getUploadImageExtension(Image, {
              onImageUpload: upload,
              onImageUploadError: uploadFailed,
              shouldUploadPastedImage: (src: string) => src.startsWith('data:image/'),
            }),
          ]
        : []),
      Placeholder.configure({ placeholder: placeholder ?? t('richText.placeholder') }),
    ],
    content: value,
    onUpdate: ({ editor: current }) => onChange(current.getHTML()),
    onBlur: () => onBlur?.(),
    editorProps: { attributes: editorAttributes(labelId, errorId, required, Boolean(error)) },
  });

  // A value set from outside (form reset) replaces the document; typing does not loop back.
  // An editor React threw away (a render it did not commit) is destroyed: it has no document to read.
  useEffect(() => {
    if (editor && !editor.isDestroyed && value !== editor.getHTML()) {
      editor.commands.setContent(value, { emitUpdate: false });
    }
  }, [editor, value]);

  useEffect(() => {
    if (!editor || editor.isDestroyed) return;
    editor.setOptions({ editorProps: { attributes: editorAttributes(labelId, errorId, required, Boolean(error)) } });
  }, [editor, error, required, labelId, errorId]);

  const labels = useMemo<Partial<RichTextEditorLabels>>(
    () => ({
      boldControlLabel: t('richText.bold'),
      italicControlLabel: t('richText.italic'),
      underlineControlLabel: t('richText.underline'),
      strikeControlLabel: t('richText.strike'),
      clearFormattingControlLabel: t('richText.clear'),
      linkControlLabel: t('richText.link'),
      unlinkControlLabel: t('richText.unlink'),
      bulletListControlLabel: t('richText.bulletList'),
      orderedListControlLabel: t('richText.orderedList'),
      h1ControlLabel: t('richText.heading', { level: 1 }),
      h2ControlLabel: t('richText.heading', { level: 2 }),
      h3ControlLabel: t('richText.heading', { level: 3 }),
      h4ControlLabel: t('richText.heading', { level: 4 }),
      alignLeftControlLabel: t('richText.alignLeft'),
      alignCenterControlLabel: t('richText.alignCenter'),
      alignRightControlLabel: t('richText.alignRight'),
      alignJustifyControlLabel: t('richText.alignJustify'),
      colorPickerControlLabel: t('richText.color'),
      unsetColorControlLabel: t('richText.unsetColor'),
      highlightControlLabel: t('richText.background'),
      imageUploadControlLabel: t('richText.image'),
      undoControlLabel: t('richText.undo'),
      redoControlLabel: t('richText.redo'),
      colorControlLabel: (color: string) => t('richText.colorOf', { color }),
      linkEditorInputLabel: t('richText.linkPlaceholder'),
      linkEditorInputPlaceholder: t('richText.linkPlaceholder'),
      linkEditorExternalLink: t('richText.linkNewTab'),
      linkEditorInternalLink: t('richText.linkSameTab'),
      linkEditorSave: t('richText.linkSave'),
      colorPickerCancel: t('common.cancel'),
      colorPickerClear: t('richText.unsetColor'),
      colorPickerColorPicker: t('richText.pickColor'),
      colorPickerPalette: t('richText.palette'),
      colorPickerSave: t('common.save'),
      colorPickerColorLabel: (color: string) => t('richText.colorOf', { color }),
    }),
    [t],
  );

  return (
    <Input.Wrapper
      label={label}
      labelProps={{ id: labelId, component: 'span' }}
      withAsterisk={required}
      error={error}
      errorProps={{ id: errorId, role: 'alert' }}
    >
      <RichTextEditor editor={editor} labels={labels} data-rich-text-editor>
        <RichTextEditor.Toolbar role="group" aria-label={t('richText.toolbar')}>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.H1 />
            <RichTextEditor.H2 />
            <RichTextEditor.H3 />
            <RichTextEditor.H4 />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Bold />
            <RichTextEditor.Italic />
            <RichTextEditor.Underline />
            <RichTextEditor.Strikethrough />
            <RichTextEditor.ClearFormatting />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Link />
            <RichTextEditor.Unlink />
            {uploadImage && askAlt ? (
              <FileButton
                accept={IMAGE_ACCEPT}
                onChange={async (file) => {
                  if (!file || !editor) return;
                  const alt = await askAltText(t);
                  if (alt === null) return;
                  try {
                    const src = await uploadImage(file);
                    editor.chain().focus().setImage({ src, alt }).run();
                  } catch (err) {
                    uploadFailed(file, err);
                  }
                }}
              >
                {(props) => (
                  <RichTextEditor.Control {...props} aria-label={t('richText.image')} title={t('richText.image')}>
                    <IconPhoto size={16} stroke={1.5} aria-hidden />
                  </RichTextEditor.Control>
                )}
              </FileButton>
            ) : uploadImage ? (
              <RichTextEditor.ImageUpload accept={IMAGE_ACCEPT} />
            ) : null}
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.BulletList />
            <RichTextEditor.OrderedList />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.ColorPicker colors={COLORS} />
            <RichTextEditor.UnsetColor />
            <RichTextEditor.Highlight />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.AlignLeft />
            <RichTextEditor.AlignCenter />
            <RichTextEditor.AlignRight />
            <RichTextEditor.AlignJustify />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Undo />
            <RichTextEditor.Redo />
          </RichTextEditor.ControlsGroup>
        </RichTextEditor.Toolbar>
        <RichTextEditor.Content mih={160} />
      </RichTextEditor>
    </Input.Wrapper>
  );
}
