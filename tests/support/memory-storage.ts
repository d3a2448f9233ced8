/** A Web Storage (Storage interface) held in memory, for tests outside a browser. */
export class MemoryStorage implements Storage {
  private readonly map = new Map<string, string>();
  [name: string]: unknown;

  get length(): number {
    return this.map.size;
  }
  clear(): void {
    this.map.clear();
  }
  getItem(key: string): string | null {
    return this.map.get(key) ?? null;
  }
  key(index: number): string | null {
    return [...this.map.keys()][index] ?? null;
  }
  removeItem(key: string): void {
    this.map.delete(key);
  }
  setItem(key: string, value: string): void {
    this.map.set(key, String(value));
  }
}
