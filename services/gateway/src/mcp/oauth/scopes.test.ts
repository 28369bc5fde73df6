import { grantableScopes } from './scopes';

describe('granted scopes', () => {
  it('grants the supported scopes asked for, both when none or only unknown ones are asked', () => {
    expect(grantableScopes(undefined)).toEqual(['mcp', 'offline_access']);
    expect(grantableScopes('openid profile')).toEqual(['mcp', 'offline_access']);
    expect(grantableScopes('offline_access openid mcp')).toEqual(['mcp', 'offline_access']);
    expect(grantableScopes('mcp')).toEqual(['mcp']);
    expect(grantableScopes('offline_access')).toEqual(['offline_access']);
  });
});
