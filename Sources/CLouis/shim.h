#ifndef CHART_DESCRIBE_CLOUIS_SHIM_H
#define CHART_DESCRIBE_CLOUIS_SHIM_H

#include <liblouis/liblouis.h>

#endif
