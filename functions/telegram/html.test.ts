import { classifyAnswer } from './send-message';
import { clip, escapeTelegramHtml } from './html';

describe('telegram HTML', () => {
  it('escapes <, > and & only', () => {
    expect(escapeTelegramHtml('Анна <b> & "Ко" \'x\'')).toBe('Анна &lt;b&gt; &amp; "Ко" \'x\'');
    expect(escapeTelegramHtml('&amp;')).toBe('&amp;amp;');
  });

  it('clips long values with an ellipsis', () => {
    expect(clip('abcdef', 4)).toBe('abc…');
    expect(clip('abc', 4)).toBe('abc');
  });

  it('never splits an emoji, a surrogate pair or a combined character', () => {
    const family = '👨‍👩‍👧'; // one grapheme, 8 UTF-16 units
    expect(clip(`ab${family}cd`, 6)).toBe('ab…');
    expect(clip('ab😀cd', 4)).toBe('ab…');
    expect(clip('й'.normalize('NFD').repeat(3), 4)).toBe(`${'й'.normalize('NFD')}…`);
    for (let max = 1; max < 14; max++) {
      const clipped = clip(`a${family}b😀c`, max);
      expect(clipped.length).toBeLessThanOrEqual(max);
      expect(clipped).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/); // no lone surrogate
    }
  });
});

describe('Bot API answers', () => {
  it('sorts the answers into what to do', () => {
    expect(classifyAnswer(200, { ok: true, result: { message_id: 7 } })).toEqual({ kind: 'sent', messageId: 7 });
    expect(
      classifyAnswer(429, {
        ok: false,
        error_code: 429,
        description: 'Too Many Requests: retry after 35',
        parameters: { retry_after: 35 },
      }),
    ).toMatchObject({ kind: 'rate-limited', retryAfterSeconds: 35 });
    expect(
      classifyAnswer(400, {
        ok: false,
        error_code: 400,
        description: 'Bad Request: group chat was upgraded to a supergroup chat',
        parameters: { migrate_to_chat_id: -1001234567890 },
      }),
    ).toEqual({ kind: 'migrated', newChatId: '-1001234567890' });
    expect(classifyAnswer(403, { ok: false, error_code: 403, description: 'Forbidden: bot was kicked from the group chat' })).toMatchObject(
      { kind: 'permanent' },
    );
    expect(classifyAnswer(400, { ok: false, error_code: 400, description: 'Bad Request: chat not found' })).toMatchObject({
      kind: 'permanent',
      reason: expect.stringContaining('Группа не найдена'),
    });
    expect(classifyAnswer(502, undefined)).toMatchObject({ kind: 'transient' });
    expect(classifyAnswer(401, { ok: false, error_code: 401, description: 'Unauthorized' })).toMatchObject({ kind: 'transient' });
  });
});
