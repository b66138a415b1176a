import { useCallback, useEffect, useRef, useState } from 'react';
import type { Locale } from '@trippy/contracts';
import { msg } from '@trippy/i18n';
import { toast } from '@trippy/ui';
import { useCatalogText } from '../messages';

export const VOICE_UNSUPPORTED = msg('Voice search not supported in this browser');
export const VOICE_FAILED = msg('Voice search failed. Please try again.');

/** The recognition language of each page language. */
export const VOICE_LANGUAGES: Record<Locale, string> = { en: 'en-IN', hi: 'hi-IN' };

interface RecognitionResultEvent {
  results: ArrayLike<ArrayLike<{ transcript: string }>>;
}

interface Recognition {
  lang: string;
  continuous: boolean;
  interimResults: boolean;
  maxAlternatives: number;
  onresult: ((event: RecognitionResultEvent) => void) | null;
  onerror: ((event: unknown) => void) | null;
  onend: (() => void) | null;
  start: () => void;
  stop: () => void;
}

type RecognitionConstructor = new () => Recognition;

function recognitionClass(): RecognitionConstructor | undefined {
  const w = window as unknown as {
    SpeechRecognition?: RecognitionConstructor;
    webkitSpeechRecognition?: RecognitionConstructor;
  };
  return w.SpeechRecognition ?? w.webkitSpeechRecognition;
}

/**
 * Voice search in the page's language (en-IN, or hi-IN on Hindi pages), one utterance, no interim results;
 * idle -> listening -> idle on result, error or end.
 */
export function useVoiceSearch(onTranscript: (text: string) => void) {
  const { t, locale } = useCatalogText();
  const [listening, setListening] = useState(false);
  const recognition = useRef<Recognition | null>(null);
  const latest = useRef(onTranscript);
  latest.current = onTranscript;

  /** Back to idle; a result or end the stopped recognition still delivers is ignored. */
  const stop = useCallback(() => {
    const rec = recognition.current;
    recognition.current = null;
    rec?.stop();
    setListening(false);
  }, []);

  const start = useCallback(() => {
    const Recognition = recognitionClass();
    if (!Recognition) {
      toast.error(t(VOICE_UNSUPPORTED));
      return;
    }
    const rec = new Recognition();
    rec.lang = VOICE_LANGUAGES[locale];
    rec.continuous = false;
    rec.interimResults = false;
    rec.maxAlternatives = 1;
    // Only the recognition started last may change the state (an older one can still end or answer late).
    const current = () => recognition.current === rec;
    rec.onresult = (event) => {
      if (!current()) return;
      const text = event.results[0]?.[0]?.transcript ?? '';
      setListening(false);
      if (text) latest.current(text);
    };
    rec.onerror = () => {
      if (!current()) return;
      setListening(false);
      toast.error(t(VOICE_FAILED));
    };
    rec.onend = () => {
      if (current()) setListening(false);
    };
    recognition.current?.stop();
    recognition.current = rec;
    try {
      rec.start();
      setListening(true);
    } catch {
      setListening(false);
      toast.error(t(VOICE_FAILED));
    }
  }, [t, locale]);

  useEffect(() => stop, [stop]);
  return { listening, start, stop };
}
