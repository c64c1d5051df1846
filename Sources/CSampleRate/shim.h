#ifndef CHART_DESCRIBE_CSAMPLERATE_SHIM_H
#define CHART_DESCRIBE_CSAMPLERATE_SHIM_H

#include <samplerate.h>

#endif
