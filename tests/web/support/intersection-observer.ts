/**
 * Nothing is laid out in the test DOM, so no element ever intersects. This IntersectionObserver
 * records what is observed so a test can say "this element scrolled into view" with
 * `intersect(element)`.
 */
class TestIntersectionObserver implements IntersectionObserver {
  static instances = new Set<TestIntersectionObserver>();
  readonly root = null;
  readonly rootMargin = '0px';
  readonly scrollMargin = '0px';
  readonly thresholds = [0];
  private readonly targets = new Set<Element>();

  constructor(private readonly callback: IntersectionObserverCallback) {
    TestIntersectionObserver.instances.add(this);
  }

  observe(target: Element): void {
    this.targets.add(target);
  }
  unobserve(target: Element): void {
    this.targets.delete(target);
  }
  disconnect(): void {
    this.targets.clear();
    TestIntersectionObserver.instances.delete(this);
  }
  takeRecords(): IntersectionObserverEntry[] {
    return [];
  }

  fire(target: Element): boolean {
    if (!this.targets.has(target)) return false;
    const rect = target.getBoundingClientRect();
    const entry: IntersectionObserverEntry = {
      target,
      isIntersecting: true,
      intersectionRatio: 1,
      time: performance.now(),
      boundingClientRect: rect,
      intersectionRect: rect,
      rootBounds: null,
    };
    this.callback([entry], this);
    return true;
  }
}

export function installIntersectionObserver(): void {
  window.IntersectionObserver = TestIntersectionObserver;
}

/** Reports the element as visible to every observer watching it; false if none is. */
export function intersect(target: Element): boolean {
  let delivered = false;
  for (const observer of TestIntersectionObserver.instances) delivered = observer.fire(target) || delivered;
  return delivered;
}
