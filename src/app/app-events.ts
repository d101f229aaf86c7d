/** App-wide events between parts that do not know each other. */
export interface AppEventMap {
  /** Ask for the discount offer again (SPEC §4 'getDiscount'). */
  getDiscount: { triggerMode?: number };
  /** The plan list should be read again. */
  'plans.refresh': Record<string, never>;
}

/** A small typed event bus for the page. */
export class AppEvents {
  private readonly target = new EventTarget();

  /** Sends an event to every listener. */
  emit<K extends keyof AppEventMap>(type: K, detail: AppEventMap[K]): void {
    this.target.dispatchEvent(new CustomEvent(type, { detail }));
  }

  /** Listens; returns the unsubscribe. */
  on<K extends keyof AppEventMap>(type: K, listener: (detail: AppEventMap[K]) => void): () => void {
    const handler = (e: Event) => listener((e as CustomEvent<AppEventMap[K]>).detail);
    this.target.addEventListener(type, handler);
    return () => this.target.removeEventListener(type, handler);
  }
}
