export interface BlogPost {
  id: string;
  question: string;
  paragraphs: string[];
}

/** Spec §2 /blog: four question-and-answer items. */
export const posts: BlogPost[] = [
  {
    id: 'react-state',
    question: 'What are the different ways to manage state in a React application?',
    paragraphs: [
      'Local state lives in a component with useState or useReducer. It is the right home for anything only one component (and its children) cares about: whether a menu is open, what is typed in a field, which tab is selected. Pass it down as props, and lift it to the nearest common parent when two siblings need it.',
      'Shared client state that many distant components read — the signed-in user, the theme, a shopping cart — can go into React Context, which avoids passing props through every level. Context re-renders every consumer when its value changes, so keep each context small and stable, or reach for a store such as Zustand, Redux Toolkit or Jotai when updates are frequent or the logic is complex.',
      'Server state is data that really belongs to a backend: product lists, orders, profiles. It needs caching, refetching, de-duplication and invalidation, which is why libraries like TanStack Query or SWR handle it better than hand-written useEffect fetching. The URL is state too: filters, search terms and page numbers kept in the query string survive a reload and can be shared. Form state is often best left to a form library such as React Hook Form, which keeps inputs uncontrolled and fast.',
    ],
  },
  {
    id: 'prototypal-inheritance',
    question: 'How does prototypal inheritance work?',
    paragraphs: [
      'Every JavaScript object has a hidden link, [[Prototype]], to another object (or to null). When you read a property that the object does not have itself, the engine follows that link and looks on the prototype, then on the prototype’s prototype, and so on up the prototype chain until it finds the property or reaches null and returns undefined.',
      'Writing a property, by contrast, always creates or changes it on the object itself, “shadowing” anything of the same name further up the chain. That is how objects share behaviour without copying it: methods live once on a prototype and every instance reaches them through the chain. Object.create(proto) makes a new object whose prototype is proto, and Object.getPrototypeOf(obj) reads the link.',
      'Constructor functions and class syntax are built on the same mechanism. new Phone() creates an object whose prototype is Phone.prototype, and class Smartphone extends Phone sets Smartphone.prototype’s own prototype to Phone.prototype, so a smartphone finds its own methods first and the inherited ones next. Classes are a clearer syntax, not a different model of inheritance.',
    ],
  },
  {
    id: 'unit-tests',
    question: 'What is a unit test? Why should we write unit tests?',
    paragraphs: [
      'A unit test checks one small piece of code — a function, a hook, a component — in isolation, by giving it known input and asserting on its output or behaviour. It runs in milliseconds, needs no browser or database, and fails with a message that points straight at what broke. For example: formatting 12500 must give “TK 12,500”, and a sign-in form submitted empty must show “Required”.',
      'We write them because they catch mistakes the moment they are made, long before a customer finds them. They make refactoring safe: if the tests still pass after you restructure code, its behaviour has not changed. They document how a piece of code is meant to be used, and writing them pushes you towards small, loosely coupled functions that are easier to understand.',
      'Unit tests are the wide base of the testing pyramid. They do not prove that the parts work together, so they are complemented by a smaller number of integration tests and a few end-to-end tests that drive the real application in a browser.',
    ],
  },
  {
    id: 'react-angular-vue',
    question: 'React vs. Angular vs. Vue?',
    paragraphs: [
      'React is a library for building user interfaces from components written in JSX. It deliberately does one thing, so you choose the router, data fetching and state tools yourself (or take them from a framework like Next.js or React Router). It has the largest ecosystem and job market, and its one-way data flow keeps large apps predictable, at the cost of more decisions up front.',
      'Angular is a complete, opinionated framework from Google written in TypeScript. Routing, forms, HTTP, dependency injection and testing tools come in the box, and every Angular project looks much the same. That consistency suits large teams and enterprise applications, though the learning curve is the steepest of the three and it asks for more code for small tasks.',
      'Vue sits between them: a progressive framework with single-file components, an HTML-based template syntax and fine-grained reactivity. It adds an official router and store (Pinia) when you need them, is the gentlest to learn and is very productive for small and medium projects. All three are fast and mature; the right choice depends on the team’s experience, how much structure the project needs and the ecosystem you want around you.',
    ],
  },
];
