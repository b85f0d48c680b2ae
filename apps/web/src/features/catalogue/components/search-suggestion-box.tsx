import { useEffect, useImperativeHandle, useState, type KeyboardEvent, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import type { SearchSuggestion } from '@phonehaat/contract';
import { useFormat } from '../../../lib/i18n/use-format.ts';
import { useSearchSuggestions } from '../api/get-search-suggestions.ts';

/** How long typing pauses before the suggestions are asked for. */
const TYPING_PAUSE_MS = 120;

/** What the search box's input needs of the list to be an ARIA 1.2 combobox. */
export interface SuggestionListState {
  open: boolean;
  activeId: string | undefined;
}

/** The input's keys go through this: arrows move, Enter picks, Escape closes. */
export interface SuggestionKeys {
  keyDown(event: KeyboardEvent<HTMLInputElement>): void;
}

interface SearchSuggestionBoxProps {
  ref: Ref<SuggestionKeys>;
  /** The input's text. */
  typed: string;
  /** The search the page shows: no list for it until it is typed on (the box may load after typing began). */
  searched: string;
  listboxId: string;
  onState: (state: SuggestionListState) => void;
  onPick: (suggestion: SearchSuggestion) => void;
}

function useTypingPause(value: string): string {
  const [paused, setPaused] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setPaused(value), TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [value]);
  return paused;
}

/**
 * The listbox of the search box's suggestions (issue 40): brands and models of listed phones that begin with
 * the typed words, in the page's script. Loaded when the input is first focused (product-filters.tsx); the
 * input keeps the focus throughout, the active option is named by aria-activedescendant.
 */
export default function SearchSuggestionBox({ ref, typed, searched, listboxId, onState, onPick }: SearchSuggestionBoxProps) {
  const { t } = useTranslation('products');
  const { language, amount } = useFormat();
  const asked = useTypingPause(typed);
  const { data } = useSearchSuggestions(asked);
  const suggestions = asked.trim() === '' ? [] : (data?.suggestions ?? []);
  // Closed for the text it was closed at (Escape, a pick, the search shown) until typing goes on.
  const [closedAt, setClosedAt] = useState<string | null>(searched);
  const [active, setActive] = useState(-1);
  const open = closedAt !== typed && suggestions.length > 0;
  const activeId = open && active >= 0 ? `${listboxId}-${active}` : undefined;

  const [seenTyped, setSeenTyped] = useState(typed);
  if (seenTyped !== typed) {
    setSeenTyped(typed);
    setActive(-1);
  }
  useEffect(() => onState({ open, activeId }), [open, activeId, onState]);

  const pick = (suggestion: SearchSuggestion) => {
    setClosedAt(suggestion.query);
    setActive(-1);
    onPick(suggestion);
  };

  useImperativeHandle(ref, () => ({
    keyDown(event) {
      const count = suggestions.length;
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        if (count === 0) return;
        event.preventDefault();
        if (!open) setClosedAt(null);
        const down = event.key === 'ArrowDown';
        // Round the list: past the last comes the first, before the first the last.
        const from = open ? active : -1;
        setActive(down ? (from + 1) % count : from <= 0 ? count - 1 : from - 1);
      } else if (event.key === 'Enter' && open && active >= 0 && active < count) {
        event.preventDefault();
        pick(suggestions[active]!);
      } else if (event.key === 'Escape' && open) {
        event.preventDefault();
        setClosedAt(typed);
        setActive(-1);
      }
    },
  }));

  if (!open) return null;
  return (
    <ul
      id={listboxId}
      role="listbox"
      aria-label={t('suggestions.label')}
      className="absolute inset-x-0 top-full z-30 mt-1 flex max-h-96 flex-col overflow-y-auto rounded-box border border-base-300 bg-base-100 p-1 text-sm shadow-lg"
    >
      {suggestions.map((suggestion, index) => (
        <li
          key={`${suggestion.kind}-${suggestion.label}`}
          id={`${listboxId}-${index}`}
          role="option"
          aria-selected={index === active}
          // The input keeps the focus: a click picks without blurring it first.
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => pick(suggestion)}
          className={`flex min-h-11 cursor-pointer flex-row items-center justify-between gap-3 rounded-field px-3 py-2 ${
            index === active ? 'bg-primary text-primary-content' : 'hover:bg-base-200'
          }`}
        >
          <span className="truncate">{language === 'bn' ? (suggestion.labelBn ?? suggestion.label) : suggestion.label}</span>
          <span className={`shrink-0 text-xs ${index === active ? '' : 'text-base-content/70'}`}>
            {suggestion.kind === 'brand'
              ? t('suggestions.brand')
              : suggestion.listed > 0
                ? t('suggestions.listed', { count: suggestion.listed, n: amount(suggestion.listed) })
                : ''}
          </span>
        </li>
      ))}
    </ul>
  );
}
