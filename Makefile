# newsseg: `make run` and `make test` are the two commands; see README.md.

SHELL        := /bin/bash
CC           ?= cc
SAN          ?=
BUILD        ?= $(if $(SAN),build/san,build)

XML_CFLAGS   := $(shell xml2-config --cflags 2>/dev/null || echo -I/usr/include/libxml2)
XML_LIBS     := $(shell xml2-config --libs 2>/dev/null || echo -lxml2)
WARN         := -Wall -Wextra -Werror -Wpointer-arith -Wno-unused-parameter
ifdef SAN
OPT          := -g -O1 -fno-omit-frame-pointer -fsanitize=address,undefined \
                -fno-sanitize-recover=undefined
SAN_LD       := -fsanitize=address,undefined
else
OPT          := -g -O2
SAN_LD       :=
endif
CFLAGS_ALL   := -std=gnu11 $(OPT) $(WARN) -fPIC $(XML_CFLAGS) -Icore $(CFLAGS)
LDFLAGS_ALL  := $(SAN_LD) $(LDFLAGS)
LIBS         := $(XML_LIBS) -lpcre2-8 -lm

CORE_SRCS    := $(sort $(wildcard core/*.c))
CORE_HDRS    := $(wildcard core/*.h)
CORE_OBJS    := $(CORE_SRCS:core/%.c=$(BUILD)/core/%.o)
CLI_SRCS     := $(sort $(wildcard cli/*.c))
CLI_OBJS     := $(CLI_SRCS:cli/%.c=$(BUILD)/cli/%.o)
UNIT_SRCS    := $(sort $(wildcard t/unit/test_*.c))
UNIT_BINS    := $(UNIT_SRCS:t/unit/%.c=$(BUILD)/unit/%)
MODELS       := $(sort $(wildcard models/*.model))

# xgboost and libsvm are only for `newsseg train`; the CLI builds without
HAVE_XGB     := $(shell test -f /usr/include/xgboost/c_api.h \
                  && test -f /usr/include/libsvm/svm.h && echo 1)
CLI_CFLAGS   := -pthread $(if $(HAVE_XGB),-DNSEG_HAVE_XGBOOST)
CLI_LIBS     := -pthread -ljansson -lutf8proc -lz -lbrotlidec -lzstd \
                $(if $(HAVE_XGB),-lxgboost -lsvm)

NGX_SRC      := /usr/share/nginx/src
NGX_BUILD    := $(BUILD)/nginx
NGX_CC_OPT   := -g -O2 -fstack-protector-strong -Wformat \
                -Werror=format-security -fPIC -Wdate-time -D_FORTIFY_SOURCE=2
NGX_LD_OPT   := -Wl,-z,relro -Wl,-z,now -Wl,-z,nodelete -fPIC
ifdef SAN
NGX_CC_OPT   := -g -O1 -fno-omit-frame-pointer -fsanitize=address,undefined \
                -fno-sanitize-recover=undefined -fPIC
NGX_LD_OPT   := -fsanitize=address,undefined -Wl,-z,nodelete -fPIC
endif

.PHONY: all setup run test unit-test nginx-test browser-test gate eval \
        models valgrind-test fuzz bench clean

all: $(BUILD)/libnseg.a $(BUILD)/newsseg $(BUILD)/ngx_http_newsseg_module.so

setup:
	@tools/setup.sh

# the models are compiled in: core/models_data.c is generated from models/
core/models_data.c: $(MODELS) tools/embed-models.sh
	tools/embed-models.sh $(MODELS) > $@.tmp && mv $@.tmp $@

$(BUILD)/core/%.o: core/%.c $(CORE_HDRS)
	@mkdir -p $(@D)
	$(CC) $(CFLAGS_ALL) -c $< -o $@

$(BUILD)/libnseg.a: $(CORE_OBJS)
	rm -f $@
	ar rcs $@ $^

$(BUILD)/cli/%.o: cli/%.c $(CORE_HDRS) $(wildcard cli/*.h)
	@mkdir -p $(@D)
	$(CC) $(CFLAGS_ALL) $(CLI_CFLAGS) -c $< -o $@

$(BUILD)/newsseg: $(CLI_OBJS) $(BUILD)/libnseg.a
	$(CC) $(LDFLAGS_ALL) -o $@ $^ $(LIBS) $(CLI_LIBS)

# the module: Debian's nginx sources, its conf_flags, our config
$(NGX_BUILD)/configured: config $(CORE_SRCS) $(CORE_HDRS)
	rm -rf $(NGX_BUILD)
	mkdir -p $(dir $(NGX_BUILD))
	cp -a $(NGX_SRC) $(NGX_BUILD)
	cd $(NGX_BUILD) && . ./conf_flags && ./configure "$${NGX_CONF_FLAGS[@]}" \
	    --with-cc-opt='$(NGX_CC_OPT)' --with-ld-opt='$(NGX_LD_OPT)' \
	    --add-dynamic-module=$(CURDIR) > configure.log 2>&1 \
	    || { tail -30 configure.log; exit 1; }
	touch $@

$(BUILD)/ngx_http_newsseg_module.so: $(NGX_BUILD)/configured \
        ngx_http_newsseg_module.c $(CORE_SRCS) $(CORE_HDRS)
	$(MAKE) -s -C $(NGX_BUILD) -f objs/Makefile modules
	cp $(NGX_BUILD)/objs/ngx_http_newsseg_module.so $@.tmp
	mv $@.tmp $@    # atomically: a running nginx keeps its mapping

# test_doc_oom makes large reallocations fail
$(BUILD)/unit/test_doc_oom: UNIT_LIBS := -Wl,--wrap=realloc

# test_metrics includes cli/metrics.c, which normalises titles with utf8proc
$(BUILD)/unit/test_metrics: UNIT_LIBS := -lutf8proc
$(BUILD)/unit/test_metrics: cli/metrics.c cli/metrics.h

$(BUILD)/unit/%: t/unit/%.c $(BUILD)/libnseg.a
	@mkdir -p $(@D)
	$(CC) $(CFLAGS_ALL) $(LDFLAGS_ALL) -o $@ $< $(BUILD)/libnseg.a \
	    $(LIBS) $(UNIT_LIBS) -lcmocka

run: setup all
	tools/run.sh $(BUILD)

test: setup all
	@tools/test.sh $(BUILD)

unit-test: $(UNIT_BINS)
	@tools/unit.sh $(UNIT_BINS)

nginx-test: all
	NSEG_BUILD=$(BUILD) prove -r t/

valgrind-test: all
	NSEG_BUILD=$(BUILD) NSEG_VALGRIND=1 prove -r t/

# accuracy with extra-site cross-validation on ../shared/corpora
CORPORA      ?= ../shared/corpora
FUZZ_SECONDS ?= 600

eval: $(BUILD)/newsseg
	$(BUILD)/newsseg eval $(CORPORA)
	$(BUILD)/newsseg train --cv extrasite --folds 3 $(CORPORA)

# retrains the committed models (deterministic: fixed seeds)
models: $(BUILD)/newsseg
	$(BUILD)/newsseg train --algo rf --folds 3 --out models $(CORPORA)
	$(MAKE) core/models_data.c

fuzz:
	tools/fuzz.sh $(FUZZ_SECONDS)

bench: all
	bench/core.sh $(BUILD)
	bench/nginx.sh $(BUILD)
	bench/batch.sh $(BUILD)
	bench/worst.sh $(BUILD)

clean:
	rm -rf build
