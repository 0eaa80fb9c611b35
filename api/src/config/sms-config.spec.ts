import { readSmsConfig } from './sms-config.js';

describe('SMS settings', () => {
  it('writes to the folder when nothing is set (the development default)', () => {
    const problems: string[] = [];
    expect(readSmsConfig({}, problems)).toEqual({
      provider: 'folder',
      notifylk: null,
    });
    expect(problems).toEqual([]);
  });

  it('needs the three Notify.lk credentials with SMS_PROVIDER=notifylk', () => {
    const problems: string[] = [];
    readSmsConfig({ SMS_PROVIDER: 'notifylk', NOTIFYLK_USER_ID: '1' }, problems);
    expect(problems).toEqual([
      'NOTIFYLK_API_KEY is required when SMS_PROVIDER=notifylk',
      'NOTIFYLK_SENDER_ID is required when SMS_PROVIDER=notifylk',
    ]);
  });

  it("reads the account, and Notify.lk's host by default", () => {
    const problems: string[] = [];
    const config = readSmsConfig(
      {
        SMS_PROVIDER: 'NotifyLK',
        NOTIFYLK_USER_ID: '20931',
        NOTIFYLK_API_KEY: 'key',
        NOTIFYLK_SENDER_ID: 'GreenCart',
      },
      problems,
    );
    expect(problems).toEqual([]);
    expect(config).toEqual({
      provider: 'notifylk',
      notifylk: {
        userId: '20931',
        apiKey: 'key',
        senderId: 'GreenCart',
        baseUrl: 'https://app.notify.lk',
      },
    });
  });

  it('refuses an unknown provider', () => {
    const problems: string[] = [];
    readSmsConfig({ SMS_PROVIDER: 'pigeon' }, problems);
    expect(problems).toEqual(['SMS_PROVIDER must be one of folder, notifylk (got "pigeon")']);
  });
});
