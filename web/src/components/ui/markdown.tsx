// The dataset's markdown (policy details, seed documents) as React elements: headings, paragraphs, bullet
// and numbered lists, **bold**, *italic* and [links](https://…), and backslash escapes (`\.` is a dot: the
// publisher policy generator escapes a publisher's name so it is always text). A paragraph that is one bold
// label and items joined by " · " ("**Applies to:** Restricted Game Types · State Restrictions Apply") is a
// row of badges, as the sample undertaking shows them (spec 001). No HTML is ever injected, so a record can
// never run script; anything else shows as the text it is.
import { Fragment, type ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { Badge } from './badge';

type Block =
  | { kind: 'heading'; depth: number; text: string }
  | { kind: 'paragraph'; text: string }
  | { kind: 'quote'; text: string }
  | { kind: 'tags'; label: string; tags: string[] }
  | { kind: 'list'; ordered: boolean; items: ListItem[] };

/** A list item; `nested` when it was indented under the item before it (one level is kept). */
interface ListItem {
  text: string;
  nested: boolean;
}

export function parseMarkdownBlocks(markdown: string): Block[] {
  const blocks: Block[] = [];
  let paragraph: string[] = [];
  const endParagraph = () => {
    if (paragraph.length) blocks.push(tagLine(paragraph) ?? { kind: 'paragraph', text: paragraph.join(' ') });
    paragraph = [];
  };
  for (const raw of markdown.split(/\r?\n/)) {
    const line = raw.trimEnd();
    const heading = /^(#{1,6})\s+(.*)$/.exec(line);
    const item = /^\s*(?:([-*+])|(\d+)[.)])\s+(.*)$/.exec(line);
    const quote = /^>\s?(.*)$/.exec(line);
    if (!line.trim()) {
      endParagraph();
    } else if (quote) {
      endParagraph();
      const last = blocks.at(-1);
      if (last?.kind === 'quote') last.text += ` ${quote[1]!.trim()}`;
      else blocks.push({ kind: 'quote', text: quote[1]!.trim() });
    } else if (heading) {
      endParagraph();
      blocks.push({ kind: 'heading', depth: heading[1]!.length, text: heading[2]! });
    } else if (item) {
      endParagraph();
      const ordered = item[2] !== undefined;
      const last = blocks.at(-1);
      const nested = /^\s/.test(raw);
      if (last?.kind === 'list' && (nested || last.ordered === ordered)) last.items.push({ text: item[3]!, nested });
      else blocks.push({ kind: 'list', ordered, items: [{ text: item[3]!, nested: false }] });
    } else {
      const last = blocks.at(-1);
      // A continuation line of a list item.
      if (paragraph.length === 0 && last?.kind === 'list' && /^\s+\S/.test(raw)) last.items[last.items.length - 1]!.text += ` ${line.trim()}`;
      else paragraph.push(line.trim());
    }
  }
  endParagraph();
  return blocks;
}

/** A one-line paragraph "**Label:** one · two …" (two items or more) as a row of tags. */
function tagLine(lines: string[]): Block | null {
  const match = lines.length === 1 ? /^\*\*([^*]+?):\*\*\s+(.+)$/.exec(lines[0]!) : null;
  const tags = match ? match[2]!.split(/\s+·\s+/).map((t) => t.trim()).filter(Boolean) : [];
  return match && tags.length >= 2 ? { kind: 'tags', label: match[1]!.trim(), tags } : null;
}

// An escape, then bold and italic (whose text may hold escapes, `\*` included), then a link.
const INLINE = /\\([\\`*_{}[\]()#+\-.!|<>~])|\*\*((?:\\.|[^\\])+?)\*\*|\*((?:\\.|[^\\])+?)\*|\[([^\]]+)\]\((https?:\/\/[^\s)]+)\)/g;

const unescape = (text: string) => text.replace(/\\([\\`*_{}[\]()#+\-.!|<>~])/g, '$1');

function inline(text: string): ReactNode[] {
  const out: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(INLINE)) {
    if (match.index > last) out.push(text.slice(last, match.index));
    const key = match.index;
    if (match[1] !== undefined) out.push(match[1]);
    else if (match[2] !== undefined) out.push(<strong key={key}>{inline(match[2])}</strong>);
    else if (match[3] !== undefined) out.push(<em key={key}>{inline(match[3])}</em>);
    else
      out.push(
        <a key={key} href={match[5]} target="_blank" rel="noopener noreferrer" className="text-primary underline underline-offset-2">
          {unescape(match[4]!)}
        </a>,
      );
    last = key + match[0].length;
  }
  if (last < text.length) out.push(text.slice(last));
  return out;
}

/**
 * Renders markdown. `headingLevel` is the HTML level of the document's top heading (a document's `#`), so
 * it fits the page's outline; `skipTitle` leaves out a leading top heading the page already shows.
 */
export function Markdown({ source, headingLevel = 3, skipTitle = false, className }: { source: string; headingLevel?: number; skipTitle?: boolean; className?: string }) {
  let blocks = parseMarkdownBlocks(source);
  const top = Math.min(...blocks.filter((b) => b.kind === 'heading').map((b) => (b as { depth: number }).depth));
  if (skipTitle && blocks[0]?.kind === 'heading') blocks = blocks.slice(1);
  return (
    <div className={cn('flex flex-col gap-3 text-sm leading-relaxed text-slate-800', className)}>
      {blocks.map((block, i) => {
        if (block.kind === 'heading') {
          const level = Math.min(6, headingLevel + block.depth - top - (skipTitle ? 1 : 0));
          const Tag = `h${Math.max(headingLevel, level)}` as 'h3';
          return (
            <Tag key={i} className="pt-1 text-sm font-semibold text-foreground">
              {inline(block.text)}
            </Tag>
          );
        }
        if (block.kind === 'list') {
          const List = block.ordered ? 'ol' : 'ul';
          return (
            <List key={i} className={cn('flex flex-col gap-1.5 pl-5', block.ordered ? 'list-decimal' : 'list-disc')}>
              {block.items.map((item, j) => (
                <li key={j} className={cn(item.nested && 'ml-5 list-[circle]')}>
                  {inline(item.text)}
                </li>
              ))}
            </List>
          );
        }
        if (block.kind === 'tags') {
          return (
            <div key={i} className="flex flex-wrap items-center gap-2">
              <span className="font-semibold text-foreground">{unescape(block.label)}:</span>
              <ul aria-label={unescape(block.label)} className="flex flex-wrap gap-1.5">
                {block.tags.map((tag) => (
                  <li key={tag}>
                    <Badge variant="outline" className="whitespace-normal">
                      {unescape(tag)}
                    </Badge>
                  </li>
                ))}
              </ul>
            </div>
          );
        }
        if (block.kind === 'quote') {
          return (
            <blockquote key={i} className="rounded-r-md border-l-4 border-amber-300 bg-limited-soft px-3 py-2">
              {inline(block.text)}
            </blockquote>
          );
        }
        return <p key={i}>{inline(block.text).map((node, j) => <Fragment key={j}>{node}</Fragment>)}</p>;
      })}
    </div>
  );
}
