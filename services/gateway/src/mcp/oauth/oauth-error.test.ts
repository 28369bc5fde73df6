import { OAuthError } from './oauth-error';

describe('OAuthError', () => {
  it('writes the control, line-separator and bidi characters its description echoes as escapes', () => {
    const error = new OAuthError('invalid_client_metadata', 'contacts.0: must be one line (\u001b[2J\u2028\u202eexe.gnp)');
    expect(error.toJSON()).toEqual({
      error: 'invalid_client_metadata',
      error_description: 'contacts.0: must be one line (\\u001b[2J\\u2028\\u202eexe.gnp)',
    });
  });
});
