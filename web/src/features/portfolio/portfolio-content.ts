export interface PortfolioEducation {
  degree: string;
  school: string;
  years: string;
}

export interface PortfolioProject {
  name: string;
  description: string;
  url: string;
}

export interface Portfolio {
  name: string;
  headline: string;
  bio: string;
  education: PortfolioEducation[];
  skills: string[];
  projects: PortfolioProject[];
}

export const portfolio: Portfolio = {
  name: 'Rahim Hasan',
  headline: 'Carpenter turned full-stack web developer, builder of Tools Hub',
  bio: "I spent eight years as a joiner, fitting staircases and building kitchen cabinets, and I still keep a bench in the garage. Ordering tools for busy crews showed me how clumsy most trade suppliers' websites are, so I learned to code. Today I build web applications with React, TypeScript and Firebase. Tools Hub combines both trades: a wholesale shop where workshops and contractors can find reliable carpentry tools and order them in bulk without fuss.",
  education: [
    {
      degree: 'BSc in Computer Science',
      school: 'Riverside Open University',
      years: '2019 – 2023',
    },
    {
      degree: 'Level 3 Diploma in Site Carpentry and Bench Joinery',
      school: 'Northfield College of Building Trades',
      years: '2010 – 2012',
    },
  ],
  skills: [
    'React',
    'TypeScript',
    'JavaScript',
    'Node.js',
    'Firebase',
    'Cloud Firestore',
    'Material UI (MUI)',
    'Testing with Vitest and Playwright',
    'Accessibility',
    'Bench joinery',
  ],
  projects: [
    {
      name: 'Tools Hub',
      description:
        'Wholesale web shop for carpentry tools with minimum order quantities, customer reviews and an admin dashboard, built with React, MUI and Firebase.',
      url: 'https://example.com/tools-hub',
    },
    {
      name: 'Cut List Planner',
      description:
        'A browser tool that turns cabinet dimensions into an optimised sheet-material cut list, reducing offcut waste for small joinery shops.',
      url: 'https://example.com/cut-list-planner',
    },
    {
      name: 'Site Diary',
      description:
        'Offline-first progressive web app that lets carpentry crews log daily progress, photos and materials used, then syncs to Firestore when back online.',
      url: 'https://example.com/site-diary',
    },
  ],
};
