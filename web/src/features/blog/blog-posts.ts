export interface BlogPost {
  id: string;
  question: string;
  /** The answer, one string per paragraph. */
  answer: string[];
}

export const blogPosts: BlogPost[] = [
  {
    id: 'react-performance',
    question: 'How can you improve the performance of a React application?',
    answer: [
      'Start by measuring. Always judge performance on a production build, because development mode adds extra checks and warnings that make React noticeably slower. Then record the slow interaction with the React DevTools Profiler to see which components render, how often, and how long each render takes.',
      'Most problems come from unnecessary re-renders. Keep state as close as possible to the components that use it instead of lifting everything to the top, and split large contexts so one change does not re-render the whole tree. Where the Profiler shows an expensive component re-rendering with unchanged props, wrap it in React.memo and keep its props stable with useMemo for derived values and useCallback for handlers. Memoisation has its own cost, so apply it where it measurably helps, not everywhere.',
      'Give list items stable, unique keys, such as database ids rather than array indexes, so React can reuse elements correctly. For long lists, use virtualisation to render only the rows that are visible.',
      'Finally, reduce what the browser has to download. Split routes and rarely used screens with React.lazy and Suspense, and optimise images: serve appropriately sized, compressed files in modern formats and lazy-load those below the fold.',
    ],
  },
  {
    id: 'javascript-vs-nodejs',
    question: 'What is the difference between JavaScript and Node.js?',
    answer: [
      'JavaScript is a programming language, standardised as ECMAScript. It defines syntax, types, objects, functions, promises and modules, but not how a program reads files or draws on a screen. Those capabilities come from the environment that runs the code.',
      "Node.js is one such environment: a runtime that executes JavaScript outside the browser. It embeds Google's V8 engine, the same engine used in Chrome, to compile and run the code, and uses the libuv library to provide an event loop and asynchronous, non-blocking input and output for files, network sockets and timers.",
      'The available APIs therefore differ. In a browser, JavaScript can use the DOM, window and localStorage to build interactive pages. Node.js has no DOM; instead it offers modules such as fs for the file system, http for servers, path, process and child_process. A few APIs, such as timers, URL and fetch, exist in both. Node.js supports both its original CommonJS modules (require) and standard ES modules (import), while browsers load ES modules.',
      'In practice, JavaScript in the browser powers user interfaces, while Node.js is used for web servers and APIs, command-line tools, build tooling and serverless functions such as Firebase Cloud Functions.',
    ],
  },
  {
    id: 'choosing-a-chisel-set',
    question: 'How do you choose the right wood chisel set for a joinery workshop?',
    answer: [
      'Begin with the work. Bevel-edge chisels are the everyday choice: their bevelled sides reach into the acute corners of dovetails and let you pare housings and clean up joints. Mortise chisels have thick, square-sided blades designed to be levered and struck hard when chopping deep mortises, so buy them separately in the widths that match your usual mortise sizes.',
      'Steel matters. Chrome-vanadium steel is tough and resists chipping, which suits site work and heavy mallet use. High-carbon tool steel can be hardened a little more and takes a keener edge that is easy to hone, but it needs oiling to prevent rust. Look for a hardness of roughly 58 to 62 HRC and backs that are ground flat.',
      'A set of six, from about 6 to 32 mm, covers most joinery. Choose handles for how they will be used: hooped hardwood or impact-resistant composite handles stand up to a mallet, while slimmer handles suit paring.',
      'Plan for sharpening. Every chisel needs its back flattened and an edge honed before use, so budget for stones and a honing guide. When equipping a team, buying identical sets in bulk keeps sizes consistent across benches and lowers the cost per set.',
    ],
  },
];
