// The memory snapshot kept sparse (site/snapshot.js): the pages of zeros left out, and the heap given back whole.
import { test } from "node:test";
import assert from "node:assert/strict";
import { dense, sparse } from "../../site/snapshot.js";

/** A heap of length bytes with the bytes at `at` set (value 1 + their index mod 250). */
function heapOf(length, at) {
  const heap = new Uint8Array(length);
  for (const i of at) heap[i] = 1 + (i % 250);
  return heap;
}

test("a heap kept sparse is given back byte for byte, the pages of zeros left out", () => {
  for (const [length, at] of [
    [0, []], [1, [0]], [4096, []], [4096 * 3, [0, 4096 * 2 + 7]], [4096 * 5 + 123, [4096 * 5 + 122, 5000]],
    [100_000, Array.from({ length: 300 }, (_, i) => (i * 7919) % 100_000)],
  ]) {
    const heap = heapOf(length, at);
    const kept = sparse(heap);
    const pages = new Set(at.map((i) => Math.floor(i / 4096)));
    const last = Math.ceil(length / 4096) - 1;
    const sizes = [...pages].map((p) => (p === last ? length - p * 4096 : 4096));
    assert.equal(kept.length, 12 + 4 * pages.size + sizes.reduce((a, b) => a + b, 0), `${length} ${at}`);
    assert.deepEqual(new Uint8Array(dense(kept.buffer)), heap);
  }
});

test("what sparse did not make is refused as damaged, never read as a heap", () => {
  const heap = heapOf(4096 * 4, [10, 4096 * 3 + 5]);
  const kept = sparse(heap);
  const damaged = /the snapshot is damaged/;
  const changed = (f) => { const copy = kept.slice(); f(copy, new DataView(copy.buffer)); return copy.buffer; };
  assert.throws(() => dense(heap.buffer), damaged);                               // a heap kept whole (before)
  assert.throws(() => dense(new ArrayBuffer(8)), damaged);                        // too short for its header
  assert.throws(() => dense(kept.buffer.slice(0, kept.length - 1)), damaged);     // cut short
  assert.throws(() => dense(changed((c, v) => v.setUint32(0, 1, true))), damaged); // another first word
  assert.throws(() => dense(changed((c, v) => v.setUint32(8, 3, true))), damaged); // more pages than it holds
  assert.throws(() => dense(changed((c, v) => v.setUint32(12, 3, true))), damaged); // pages out of order
  assert.throws(() => dense(changed((c, v) => v.setUint32(16, 9, true))), damaged); // a page past the heap's end
  assert.throws(() => dense(changed((c, v) => v.setUint32(8, 0xffffffff, true))), damaged);
  assert.throws(() => dense(changed((c, v) => v.setUint32(4, 0xffffffff, true))), damaged); // 4 GB said: never made
  assert.throws(() => dense(changed((c, v) => v.setUint32(4, 2 ** 30 + 1, true))), damaged);
  const longer = new Uint8Array(kept.length + 1);
  longer.set(kept);
  assert.throws(() => dense(longer.buffer), damaged);                             // bytes left over
});
