/**
 * Top-k selection (issue 12 "Speed and size"): a search page needs the first `k` rows of an ordering,
 * not all of them sorted. With a total order (no ties) the answer equals sorting everything and
 * taking the first `k`.
 */

/**
 * The `k` smallest of `items` under `compare` (a total order), sorted ascending. A bounded max-heap:
 * O(n log k) comparisons instead of O(n log n). `k` ≤ 0 gives [].
 */
export function smallestK(items: ArrayLike<number>, k: number, compare: (a: number, b: number) => number): number[] {
  const heap: number[] = [];
  if (k <= 0) return heap;
  // heap[0] is the worst kept item: a new item enters only when it beats it.
  const siftDown = () => {
    let at = 0;
    for (;;) {
      const left = 2 * at + 1;
      if (left >= heap.length) return;
      const child = left + 1 < heap.length && compare(heap[left + 1]!, heap[left]!) > 0 ? left + 1 : left;
      if (compare(heap[child]!, heap[at]!) <= 0) return;
      [heap[at], heap[child]] = [heap[child]!, heap[at]!];
      at = child;
    }
  };
  for (let i = 0; i < items.length; i += 1) {
    const item = items[i]!;
    if (heap.length < k) {
      heap.push(item);
      let at = heap.length - 1;
      while (at > 0) {
        const parent = (at - 1) >> 1;
        if (compare(heap[at]!, heap[parent]!) <= 0) break;
        [heap[at], heap[parent]] = [heap[parent]!, heap[at]!];
        at = parent;
      }
    } else if (compare(item, heap[0]!) < 0) {
      heap[0] = item;
      siftDown();
    }
  }
  return heap.sort(compare);
}
