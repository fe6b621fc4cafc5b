import { describe, expect, it } from 'vitest';
import { langFromAcceptLanguage, langFromPath, pathInLang, stripLangPrefix } from './lang';

describe('page language from the URL', () => {
  it('reads /hi as Hindi and everything else as English', () => {
    expect(langFromPath('/hi')).toBe('hi');
    expect(langFromPath('/hi/visa/thailand')).toBe('hi');
    expect(langFromPath('/history')).toBe('en');
    expect(langFromPath('/')).toBe('en');
  });

  it('maps a page to its twin in either language', () => {
    expect(pathInLang('/login', 'hi')).toBe('/hi/login');
    expect(pathInLang('/', 'hi')).toBe('/hi');
    expect(pathInLang('/hi/account/wallet', 'en')).toBe('/account/wallet');
    expect(pathInLang('/hi', 'en')).toBe('/');
    expect(pathInLang('/hi/login', 'hi')).toBe('/hi/login');
    expect(stripLangPrefix('/hi/contact')).toBe('/contact');
  });
});

describe('Accept-Language', () => {
  it.each([
    ['hi-IN,hi;q=0.9,en;q=0.8', 'hi'],
    ['en-IN,en;q=0.9,hi;q=0.8', 'en'],
    ['hi', 'hi'],
    ['fr-FR,hi;q=0.5', 'hi'],
    ['de', 'en'],
    ['*', 'en'],
    ['', 'en'],
    ['hi;q=0,en', 'en'],
    ['hi;q=abc', 'en'],
  ])('%s → %s', (header, lang) => {
    expect(langFromAcceptLanguage(header)).toBe(lang);
  });
});
