#include "json.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

_Noreturn void parse_fail(const Parser *ps, const char *reason) {
  size_t line = 1, column = 1;
  for (const char *c = ps->start; c < ps->p && c < ps->end; c++) {
    if (*c == '\n') {
      line++;
      column = 1;
    } else {
      column++;
    }
  }
  fprintf(stderr, "cref: %s:%zu:%zu: %s\n", ps->path, line, column, reason);
  exit(2);
}

void skip_ws(Parser *ps) {
  while (ps->p < ps->end &&
         (*ps->p == ' ' || *ps->p == '\t' || *ps->p == '\n' || *ps->p == '\r')) {
    ps->p++;
  }
}

static bool peek(Parser *ps, char c) {
  skip_ws(ps);
  return ps->p < ps->end && *ps->p == c;
}

static void expect(Parser *ps, char c, const char *reason) {
  if (!peek(ps, c)) parse_fail(ps, reason);
  ps->p++;
}

static void expect_literal(Parser *ps, const char *word) {
  size_t n = strlen(word);
  if ((size_t)(ps->end - ps->p) < n || memcmp(ps->p, word, n) != 0) {
    parse_fail(ps, "expected a value");
  }
  ps->p += n;
}

static long hex4(const char *s, const char *end) {
  if (end - s < 4) return -1;
  long v = 0;
  for (int i = 0; i < 4; i++) {
    char c = s[i];
    v <<= 4;
    if (c >= '0' && c <= '9') v |= c - '0';
    else if (c >= 'a' && c <= 'f') v |= c - 'a' + 10;
    else if (c >= 'A' && c <= 'F') v |= c - 'A' + 10;
    else return -1;
  }
  return v;
}

static char *put_utf8(char *w, long cp) {
  if (cp < 0x80) {
    *w++ = (char)cp;
  } else if (cp < 0x800) {
    *w++ = (char)(0xC0 | (cp >> 6));
    *w++ = (char)(0x80 | (cp & 0x3F));
  } else if (cp < 0x10000) {
    *w++ = (char)(0xE0 | (cp >> 12));
    *w++ = (char)(0x80 | ((cp >> 6) & 0x3F));
    *w++ = (char)(0x80 | (cp & 0x3F));
  } else {
    *w++ = (char)(0xF0 | (cp >> 18));
    *w++ = (char)(0x80 | ((cp >> 12) & 0x3F));
    *w++ = (char)(0x80 | ((cp >> 6) & 0x3F));
    *w++ = (char)(0x80 | (cp & 0x3F));
  }
  return w;
}

const char *parse_string(Parser *ps) {
  skip_ws(ps);
  if (ps->p >= ps->end || *ps->p != '"') parse_fail(ps, "expected a string");
  char *r = ++ps->p;
  char *w = r;
  char *out = w;
  for (;;) {
    if (r >= ps->end) {
      ps->p = r;
      parse_fail(ps, "unterminated string");
    }
    unsigned char c = (unsigned char)*r;
    if (c == '"') {
      *w = '\0';
      ps->p = r + 1;
      return out;
    }
    if (c < 0x20) {
      ps->p = r;
      parse_fail(ps, "control character in a string");
    }
    if (c != '\\') {
      *w++ = *r++;
      continue;
    }
    if (++r >= ps->end) {
      ps->p = r;
      parse_fail(ps, "unterminated string");
    }
    switch (*r++) {
    case '"': *w++ = '"'; break;
    case '\\': *w++ = '\\'; break;
    case '/': *w++ = '/'; break;
    case 'b': *w++ = '\b'; break;
    case 'f': *w++ = '\f'; break;
    case 'n': *w++ = '\n'; break;
    case 'r': *w++ = '\r'; break;
    case 't': *w++ = '\t'; break;
    case 'u': {
      long cp = hex4(r, ps->end);
      if (cp < 0) {
        ps->p = r;
        parse_fail(ps, "invalid \\u escape");
      }
      r += 4;
      if (cp >= 0xD800 && cp <= 0xDBFF) {
        long low = (ps->end - r >= 6 && r[0] == '\\' && r[1] == 'u') ? hex4(r + 2, ps->end) : -1;
        if (low < 0xDC00 || low > 0xDFFF) {
          ps->p = r;
          parse_fail(ps, "unpaired surrogate in a \\u escape");
        }
        cp = 0x10000 + ((cp - 0xD800) << 10) + (low - 0xDC00);
        r += 6;
      } else if (cp >= 0xDC00 && cp <= 0xDFFF) {
        ps->p = r;
        parse_fail(ps, "unpaired surrogate in a \\u escape");
      }
      w = put_utf8(w, cp);
      break;
    }
    default:
      ps->p = r - 1;
      parse_fail(ps, "invalid escape");
    }
  }
}

bool parse_bool(Parser *ps) {
  skip_ws(ps);
  if (ps->p < ps->end && *ps->p == 't') {
    expect_literal(ps, "true");
    return true;
  }
  if (ps->p < ps->end && *ps->p == 'f') {
    expect_literal(ps, "false");
    return false;
  }
  parse_fail(ps, "expected true or false");
}

static void skip_number(Parser *ps) {
  char *from = ps->p;
  if (ps->p < ps->end && *ps->p == '-') ps->p++;
  while (ps->p < ps->end &&
         ((*ps->p >= '0' && *ps->p <= '9') || *ps->p == '.' || *ps->p == 'e' || *ps->p == 'E' ||
          *ps->p == '+' || *ps->p == '-')) {
    ps->p++;
  }
  if (ps->p == from) parse_fail(ps, "expected a value");
}

void skip_value(Parser *ps, int depth) {
  if (depth > 256) parse_fail(ps, "nested too deeply");
  skip_ws(ps);
  if (ps->p >= ps->end) parse_fail(ps, "expected a value");
  switch (*ps->p) {
  case '"': parse_string(ps); return;
  case 't': expect_literal(ps, "true"); return;
  case 'f': expect_literal(ps, "false"); return;
  case 'n': expect_literal(ps, "null"); return;
  case '{':
    ps->p++;
    if (peek(ps, '}')) {
      ps->p++;
      return;
    }
    for (;;) {
      parse_string(ps);
      expect(ps, ':', "expected ':'");
      skip_value(ps, depth + 1);
      if (peek(ps, ',')) {
        ps->p++;
        continue;
      }
      expect(ps, '}', "expected ',' or '}'");
      return;
    }
  case '[':
    ps->p++;
    if (peek(ps, ']')) {
      ps->p++;
      return;
    }
    for (;;) {
      skip_value(ps, depth + 1);
      if (peek(ps, ',')) {
        ps->p++;
        continue;
      }
      expect(ps, ']', "expected ',' or ']'");
      return;
    }
  default: skip_number(ps); return;
  }
}

void parse_object(Parser *ps, void (*field)(Parser *, const char *, void *), void *ctx) {
  expect(ps, '{', "expected an object");
  if (peek(ps, '}')) {
    ps->p++;
    return;
  }
  for (;;) {
    const char *key = parse_string(ps);
    expect(ps, ':', "expected ':'");
    field(ps, key, ctx);
    if (peek(ps, ',')) {
      ps->p++;
      continue;
    }
    expect(ps, '}', "expected ',' or '}'");
    return;
  }
}

void parse_array(Parser *ps, void (*element)(Parser *, void *), void *ctx) {
  expect(ps, '[', "expected an array");
  if (peek(ps, ']')) {
    ps->p++;
    return;
  }
  for (;;) {
    element(ps, ctx);
    if (peek(ps, ',')) {
      ps->p++;
      continue;
    }
    expect(ps, ']', "expected ',' or ']'");
    return;
  }
}
