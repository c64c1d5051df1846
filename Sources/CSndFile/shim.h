#ifndef CHART_DESCRIBE_CSNDFILE_SHIM_H
#define CHART_DESCRIBE_CSNDFILE_SHIM_H

#include <sndfile.h>

#endif
