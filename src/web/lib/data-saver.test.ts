import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { chosenDataSaver, dataSaverOn, setDataSaver } from './data-saver';
import { DATA_SAVER_KEY } from './storage-keys';
import { MemoryStorage } from './memory-storage';

describe('the data saver', () => {
  let saveData: boolean | undefined;
  beforeEach(() => {
    saveData = undefined;
    Object.assign(globalThis, {
      window: globalThis,
      localStorage: new MemoryStorage(),
      navigator: {
        connection: {
          get saveData() {
            return saveData;
          },
        },
      },
    });
  });
  afterEach(() => {
    for (const key of ['window', 'localStorage', 'navigator'])
      Reflect.deleteProperty(globalThis, key);
  });

  it("follows the browser's Save-Data until the person chooses", () => {
    expect(dataSaverOn()).toBe(false);
    saveData = true;
    expect(chosenDataSaver()).toBeNull();
    expect(dataSaverOn()).toBe(true);
    setDataSaver(false);
    expect(localStorage.getItem(DATA_SAVER_KEY)).toBe('off');
    expect(dataSaverOn()).toBe(false);
    saveData = false;
    setDataSaver(true);
    expect(chosenDataSaver()).toBe(true);
    expect(dataSaverOn()).toBe(true);
  });
});
