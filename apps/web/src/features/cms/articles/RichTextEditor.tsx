import { EditorContent, useEditor, useEditorState } from '@tiptap/react'
import StarterKit from '@tiptap/starter-kit'
import {
  Bold,
  Heading2,
  Heading3,
  Italic,
  Link2,
  List,
  ListOrdered,
  type LucideIcon,
  Quote,
  Redo2,
  Undo2,
} from 'lucide-react'
import { useEffect } from 'react'
import { EDITOR_PROSE } from './prose.ts'

export interface RichTextEditorProps {
  /** The id of the visible label, read out when the writing area takes focus. */
  labelId: string
  value: string
  onChange: (html: string) => void
  onBlur: () => void
}

// Only what the API keeps after sanitising: headings h2-h3, bold, italic, lists, links, blockquotes.
// StarterKit's other marks and blocks are switched off so the editor never offers what the server drops.
const extensions = [
  StarterKit.configure({
    heading: { levels: [2, 3] },
    code: false,
    codeBlock: false,
    strike: false,
    underline: false,
    horizontalRule: false,
    link: { openOnClick: false, autolink: true, protocols: ['http', 'https', 'mailto'] },
  }),
]

export function RichTextEditor({ labelId, value, onChange, onBlur }: RichTextEditorProps) {
  const editor = useEditor({
    extensions,
    content: value,
    // The staff pages render on the client only; this keeps server rendering and hydration quiet anyway.
    immediatelyRender: false,
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        class: `${EDITOR_PROSE} min-h-72 px-4 py-3 outline-none`,
      },
    },
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? '' : current.getHTML()),
    onBlur: () => onBlur(),
  })

  // A value set from outside (the saved article arriving) replaces the document; typing never loops back.
  useEffect(() => {
    if (!editor) return
    const current = editor.isEmpty ? '' : editor.getHTML()
    if (value !== current) editor.commands.setContent(value, { emitUpdate: false })
  }, [editor, value])

  const state = useEditorState({
    editor,
    selector: ({ editor: current }) =>
      current
        ? {
            h2: current.isActive('heading', { level: 2 }),
            h3: current.isActive('heading', { level: 3 }),
            bold: current.isActive('bold'),
            italic: current.isActive('italic'),
            bulletList: current.isActive('bulletList'),
            orderedList: current.isActive('orderedList'),
            blockquote: current.isActive('blockquote'),
            link: current.isActive('link'),
            canUndo: current.can().undo(),
            canRedo: current.can().redo(),
          }
        : null,
  })

  function editLink() {
    if (!editor) return
    const previous = (editor.getAttributes('link').href as string | undefined) ?? 'https://'
    const href = window.prompt('Link address (leave empty to remove the link)', previous)
    if (href === null) return
    const chain = editor.chain().focus().extendMarkRange('link')
    if (href.trim() === '' || href.trim() === 'https://') chain.unsetLink().run()
    else chain.setLink({ href: href.trim() }).run()
  }

  const run =
    (command: (chain: ReturnType<NonNullable<typeof editor>['chain']>) => { run: () => boolean }) => () => {
      if (editor) command(editor.chain().focus()).run()
    }

  return (
    <div className="mt-1 rounded-lg border border-slate-300 focus-within:border-blue-600 focus-within:ring-4 focus-within:ring-blue-600/20">
      <div
        role="toolbar"
        aria-label="Formatting"
        className="flex flex-wrap gap-1 border-b border-slate-200 p-1.5"
      >
        <ToolButton
          icon={Heading2}
          label="Heading 2"
          active={state?.h2}
          onClick={run((c) => c.toggleHeading({ level: 2 }))}
        />
        <ToolButton
          icon={Heading3}
          label="Heading 3"
          active={state?.h3}
          onClick={run((c) => c.toggleHeading({ level: 3 }))}
        />
        <ToolButton icon={Bold} label="Bold" active={state?.bold} onClick={run((c) => c.toggleBold())} />
        <ToolButton
          icon={Italic}
          label="Italic"
          active={state?.italic}
          onClick={run((c) => c.toggleItalic())}
        />
        <ToolButton
          icon={List}
          label="Bulleted list"
          active={state?.bulletList}
          onClick={run((c) => c.toggleBulletList())}
        />
        <ToolButton
          icon={ListOrdered}
          label="Numbered list"
          active={state?.orderedList}
          onClick={run((c) => c.toggleOrderedList())}
        />
        <ToolButton icon={Link2} label="Link" active={state?.link} onClick={editLink} />
        <ToolButton
          icon={Quote}
          label="Quote"
          active={state?.blockquote}
          onClick={run((c) => c.toggleBlockquote())}
        />
        <ToolButton icon={Undo2} label="Undo" disabled={!state?.canUndo} onClick={run((c) => c.undo())} />
        <ToolButton icon={Redo2} label="Redo" disabled={!state?.canRedo} onClick={run((c) => c.redo())} />
      </div>
      <EditorContent editor={editor} />
    </div>
  )
}

function ToolButton({
  icon: Icon,
  label,
  active,
  disabled,
  onClick,
}: {
  icon: LucideIcon
  label: string
  active?: boolean | undefined
  disabled?: boolean | undefined
  onClick: () => void
}) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      aria-pressed={active === undefined ? undefined : active}
      disabled={disabled}
      onClick={onClick}
      className={`rounded-md p-1.5 text-slate-700 hover:bg-slate-100 disabled:opacity-40 ${active ? 'bg-blue-50 text-blue-700' : ''}`}
    >
      <Icon aria-hidden="true" className="h-4 w-4" />
    </button>
  )
}
