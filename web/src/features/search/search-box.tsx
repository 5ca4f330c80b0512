// The search screen's query field: the words, the active filters as removable chips, and Save Search.
import { Bookmark, Search, X } from 'lucide-react';
import type { ResolvedTag } from '../../lib/search-tags';
import { Button } from '../../components/ui/button';
import { cn } from '../../lib/cn';

export interface SearchBoxProps {
  text: string;
  tags: ResolvedTag[];
  onTextChange(text: string): void;
  onSubmit(): void;
  onRemoveTag(tag: string): void;
  onSave(): void;
  saving: boolean;
}

/** The query field with the active filters as removable tags, and Save Search. */
export function SearchBox({ text, tags, onTextChange, onSubmit, onRemoveTag, onSave, saving }: SearchBoxProps) {
  return (
    <form
      role="search"
      aria-label="Policies"
      className="flex flex-col gap-2 sm:flex-row sm:items-start"
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <div className="flex min-h-11 flex-1 flex-wrap items-center gap-1.5 rounded-md border border-input bg-card px-2.5 py-1.5 shadow-xs focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-ring">
        <Search aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
        {tags.map((t) => (
          <span
            key={t.tag}
            title={t.kind ? undefined : 'Not a known platform, category, jurisdiction or status: ignored'}
            className={cn(
              // 26 px tall: the 24 px × inside a 1 px border, no taller than the 32 px field beside it.
              'inline-flex max-w-full items-center gap-0.5 rounded-full border pr-px pl-2.5 text-xs font-medium',
              t.kind ? 'border-blue-200 bg-accent text-accent-foreground' : 'border-dashed text-muted-foreground line-through',
            )}
          >
            <span className="truncate">{t.label}</span>
            <button
              type="button"
              aria-label={`Remove filter ${t.label}`}
              onClick={() => onRemoveTag(t.tag)}
              // 24×24 px, the WCAG 2.2 minimum target (2.5.8); the icon stays 14 px.
              className="inline-flex size-6 shrink-0 items-center justify-center rounded-full hover:bg-blue-100"
            >
              <X aria-hidden="true" className="size-3.5" />
            </button>
          </span>
        ))}
        <input
          type="search"
          value={text}
          onChange={(e) => onTextChange(e.target.value)}
          aria-label="Search policies"
          // Where "Skip to content" lands on this screen (components/layout/skip-link.tsx).
          data-skip-target=""
          placeholder={tags.length ? 'Add words…' : 'Search policies, e.g. crypto India'}
          enterKeyHint="search"
          autoComplete="off"
          className="h-8 min-w-[9rem] flex-1 bg-transparent text-base outline-none placeholder:text-slate-400 sm:text-sm"
        />
      </div>
      <Button type="button" variant="outline" className="h-11" onClick={onSave} disabled={saving}>
        <Bookmark aria-hidden="true" />
        Save Search
      </Button>
    </form>
  );
}
