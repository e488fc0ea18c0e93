import { describe, expect, it } from 'vitest';
import { environmentName, showEnvironmentBadge } from './environment-name';

describe('environmentName', () => {
  it('takes the first label minus its last three characters', () => {
    expect(environmentName('qa-lt.example', 'development')).toBe('qa');
    expect(environmentName('staging-lt.carebridge.nhs.uk', 'development')).toBe('staging');
    expect(environmentName('test-lt.example', 'development')).toBe('test');
  });

  it('names lt production and the sandbox host sandbox', () => {
    expect(environmentName('lt.example', 'development')).toBe('production');
    expect(environmentName('sandbox.example', 'development')).toBe('sandbox');
  });

  it('falls back to the configured environment for localhost and addresses', () => {
    expect(environmentName('localhost', 'development')).toBe('development');
    expect(environmentName('127.0.0.1', 'development')).toBe('development');
  });
});

describe('showEnvironmentBadge', () => {
  const base = {
    pathname: '/full/messages/list',
    environment: 'qa',
    closed: false,
    username: null,
    hiddenForUsers: [],
  };

  it('shows on ordinary pages of a non-production environment', () => {
    expect(showEnvironmentBadge(base)).toBe(true);
  });

  it('hides on toolbar and alert paths, in test and production, once closed, and for listed users', () => {
    expect(showEnvironmentBadge({ ...base, pathname: '/toolbar' })).toBe(false);
    expect(showEnvironmentBadge({ ...base, pathname: '/alert/something' })).toBe(false);
    expect(showEnvironmentBadge({ ...base, environment: 'production' })).toBe(false);
    expect(showEnvironmentBadge({ ...base, environment: 'test' })).toBe(false);
    expect(showEnvironmentBadge({ ...base, closed: true })).toBe(false);
    expect(showEnvironmentBadge({ ...base, username: 'Auto@X.nhs.uk', hiddenForUsers: ['auto@x.nhs.uk'] })).toBe(false);
  });
});
