#ifndef CHART_DESCRIBE_CPORTAUDIO_SHIM_H
#define CHART_DESCRIBE_CPORTAUDIO_SHIM_H

#include <portaudio.h>
#include <alsa/asoundlib.h>

/* ALSA prints every failed device probe to standard error; PortAudio probes many. */
static void chart_describe_alsa_quiet(const char *file, int line, const char *function, int err,
                                      const char *format, ...) {
  (void)file; (void)line; (void)function; (void)err; (void)format;
}

/* Silences ALSA's library messages for this process (diagnostics stay ours, one line). */
static inline void chart_describe_silence_alsa(void) {
  snd_lib_error_set_handler(chart_describe_alsa_quiet);
}

#endif
