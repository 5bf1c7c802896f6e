export const orderKeys = {
  all: ['orders'] as const,
  mine: (email: string) => ['orders', 'list', 'mine', email] as const,
  everyone: () => ['orders', 'list', 'all'] as const,
};
