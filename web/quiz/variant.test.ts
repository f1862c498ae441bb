import { assignedVariant } from './variant';

function memoryStorage() {
  const items = new Map<string, string>();
  return { getItem: (key: string) => items.get(key) ?? null, setItem: (key: string, value: string) => void items.set(key, value) };
}

describe('the A/B variant of a visitor', () => {
  it('is the quiz itself while A/B is off', () => {
    expect(assignedVariant('q1', false, memoryStorage(), () => 0.9)).toBe('quiz');
  });

  it('is chosen once and kept for the next visit', () => {
    const storage = memoryStorage();
    expect(assignedVariant('q1', true, storage, () => 0.9)).toBe('abTest');
    expect(assignedVariant('q1', true, storage, () => 0.1)).toBe('abTest');
    expect(assignedVariant('q2', true, storage, () => 0.1)).toBe('quiz');
  });

  it('still works when storage is blocked', () => {
    const blocked = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('blocked');
      },
    };
    expect(assignedVariant('q1', true, blocked, () => 0.2)).toBe('quiz');
  });
});
