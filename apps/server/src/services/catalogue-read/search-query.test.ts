import { describe, expect, it } from 'vitest';
import { searchQuery } from './search-query.ts';

describe('searchQuery', () => {
  it('matches each word as a prefix, a Bangla spelling as its Latin word, Bangla digits as digits', () => {
    expect(searchQuery('আইফোন ১৩')).toBe('iphone:* & 13:*');
    expect(searchQuery('স্যামসাঙ গ্যালাক্সি')).toBe('samsung:* & galaxy:*');
    expect(searchQuery('Samsung Galaxy')).toBe('samsung:* & galaxy:*');
    expect(searchQuery('নতুন ব্যাটারি আইফো')).toBe('নতুন:* & ব্যাটারি:* & আইফো:*');
  });

  it('reads a spelling typed with the other form of য় or a joiner as the same word', () => {
    expect(searchQuery('রি\u09af\u09bcেলমি')).toBe('realme:*');
    expect(searchQuery('রি\u09dfেলমি')).toBe('realme:*');
    expect(searchQuery('ওয়ান\u200dপ্লাস')).toBe('oneplus:*');
  });

  it('lets none of tsquery’s syntax through, and answers nothing for text without words', () => {
    expect(searchQuery(`iphone':* | !(x) & <-> "y" \\ z:A`)).toBe('iphone:* & x:* & y:* & z:* & a:*');
    expect(searchQuery(':* & | ! ( ) <-> \'"')).toBeUndefined();
    expect(searchQuery('')).toBeUndefined();
  });

  it('keeps the first eight words', () => {
    expect(searchQuery('a b c d e f g h i j')).toBe('a:* & b:* & c:* & d:* & e:* & f:* & g:* & h:*');
  });

  it('cuts a word typed without its space between letters and digits, and keeps short model names whole (issue 36)', () => {
    expect(searchQuery('iphone13')).toBe('( iphone13:* | iphone:* & 13:* )');
    expect(searchQuery('iPhone13 pro')).toBe('( iphone13:* | iphone:* & 13:* ) & pro:*');
    expect(searchQuery('s23ultra')).toBe('( s23ultra:* | s23:* & ultra:* )');
    expect(searchQuery('note10pro')).toBe('( note10pro:* | note:* & 10:* & pro:* )');
    expect(searchQuery('আইফোন১৩')).toBe('( iphone13:* | iphone:* & 13:* )');
    expect(searchQuery('a54 5g 256gb s23')).toBe('a54:* & 5g:* & 256gb:* & s23:*');
  });
});
