#ifndef CHART_DESCRIBE_CMALLOC_SHIM_H
#define CHART_DESCRIBE_CMALLOC_SHIM_H

// glibc's allocator settings (mallopt), for the command-line tool's memory bound.
#include <malloc.h>

#endif
