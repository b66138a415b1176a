// What a visitor did to a deferred widget before its code arrived, replayed once it has hydrated: a click on
// its server-rendered markup (React drops events on markup it has not hydrated yet) and the window events
// other remotes send it (e.g. `content:open-send-query`), which nothing listened to yet.

export interface PendingInput {
  /** Stops recording and plays back what was recorded. */
  replay(): void;
  /** Stops recording. */
  stop(): void;
}

export function recordPendingInput(container: HTMLElement, windowEvents: readonly string[]): PendingInput {
  let clicked: HTMLElement | null = null;
  const events: Event[] = [];
  const onClick = (event: MouseEvent) => {
    if (event.isTrusted && event.target instanceof HTMLElement && container.contains(event.target))
      clicked = event.target;
  };
  const onWindowEvent = (event: Event) => {
    if (!events.includes(event)) events.push(event);
  };
  document.addEventListener('click', onClick, true);
  for (const type of windowEvents) window.addEventListener(type, onWindowEvent);
  const stop = () => {
    document.removeEventListener('click', onClick, true);
    for (const type of windowEvents) window.removeEventListener(type, onWindowEvent);
  };
  return {
    stop,
    replay() {
      stop();
      for (const event of events) {
        const detail: unknown = event instanceof CustomEvent ? event.detail : undefined;
        window.dispatchEvent(new CustomEvent(event.type, { detail }));
      }
      if (clicked?.isConnected) clicked.click();
    },
  };
}
