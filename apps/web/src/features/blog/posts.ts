export interface BlogPost {
  /** The post's anchor on the page. */
  id: string;
  /** Where its texts are in the blog catalogue: `posts.<key>.question` and `posts.<key>.p1`…. */
  key: 'reactState' | 'prototypalInheritance' | 'unitTests' | 'reactAngularVue';
  paragraphs: readonly ('p1' | 'p2' | 'p3')[];
}

const threeParagraphs = ['p1', 'p2', 'p3'] as const;

/** Spec §2 /blog: four question-and-answer items; their words are content, in both languages' blog catalogue. */
export const posts: BlogPost[] = [
  { id: 'react-state', key: 'reactState', paragraphs: threeParagraphs },
  { id: 'prototypal-inheritance', key: 'prototypalInheritance', paragraphs: threeParagraphs },
  { id: 'unit-tests', key: 'unitTests', paragraphs: threeParagraphs },
  { id: 'react-angular-vue', key: 'reactAngularVue', paragraphs: threeParagraphs },
];
