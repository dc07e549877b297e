// The generator benchmark's baseline: libyaml parsing a file into events, nothing more. It runs
// yaml_parser_parse from opening the file to the end of the stream and prints the number of events
// and the nanoseconds that took, so the baseline is libyaml's own time, without process start-up.
#include <stdio.h>
#include <stdlib.h>
#include <time.h>
#include <yaml.h>

static long long now_ns(void) {
    struct timespec time;
    clock_gettime(CLOCK_MONOTONIC, &time);
    return (long long)time.tv_sec * 1000000000LL + time.tv_nsec;
}

int main(int argc, char **argv) {
    if (argc != 2) {
        fprintf(stderr, "usage: yaml-events FILE\n");
        return 2;
    }
    long long start = now_ns();
    FILE *file = fopen(argv[1], "rb");
    if (!file) {
        perror(argv[1]);
        return 1;
    }
    yaml_parser_t parser;
    yaml_parser_initialize(&parser);
    yaml_parser_set_input_file(&parser, file);
    long events = 0;
    for (;;) {
        yaml_event_t event;
        if (!yaml_parser_parse(&parser, &event)) {
            fprintf(stderr, "%s: %s\n", argv[1], parser.problem ? parser.problem : "parse error");
            return 1;
        }
        int done = event.type == YAML_STREAM_END_EVENT;
        yaml_event_delete(&event);
        events++;
        if (done) break;
    }
    yaml_parser_delete(&parser);
    fclose(file);
    printf("%ld %lld\n", events, now_ns() - start);
    return 0;
}
