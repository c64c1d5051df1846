#ifndef CHART_DESCRIBE_CSPEECHD_SHIM_H
#define CHART_DESCRIBE_CSPEECHD_SHIM_H

// speech-dispatcher's client library (Debian's libspeechd-dev); pkg-config's
// speech-dispatcher adds /usr/include/speech-dispatcher to the search path.
#include <libspeechd.h>

#endif
