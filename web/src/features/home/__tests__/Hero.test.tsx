import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { Hero } from '../components/Hero';

const hero = () => (
  <MemoryRouter>
    <Hero />
  </MemoryRouter>
);

describe('the hero', () => {
  it('draws its picture in the page’s HTML, named for a screen reader, with nothing to fetch', () => {
    const html = renderToString(hero());
    expect(html).toContain('<svg');
    expect(html).not.toMatch(/<img|src=/);

    render(hero());
    const picture = screen.getByRole('img', { name: 'A workshop wall of neatly hung carpentry tools' });
    const drawing = picture.querySelector(':scope > svg');
    expect(drawing?.getAttribute('viewBox')).toBe('0 0 800 500');
    // The drawing itself is not announced a second time.
    expect(drawing?.getAttribute('aria-hidden')).toBe('true');
  });
});
