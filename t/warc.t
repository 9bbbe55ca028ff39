#!/usr/bin/perl
# `newsseg warc`: the HTML pages of web archives.  Archives written here
# record by record (plain, gzip per record, gzip for the whole file): only
# 200 HTML responses and HTML resources give lines, in archive order; a
# page's object is what `extract --json --url` gives for the same bytes,
# whatever the transfer and content encodings were; the record's date is
# the reference time; broken archives keep the lines before the fault.
# ARC files, the format before WARC, give the lines of their http records.

use strict;
use warnings;
use FindBin;
use File::Temp qw(tempdir);
use IO::Compress::Gzip qw(gzip $GzipError);
use IO::Uncompress::Gunzip qw(gunzip $GunzipError);
use Compress::Zlib qw(compress);
use Compress::Raw::Zlib;
use IO::Compress::RawDeflate qw(rawdeflate $RawDeflateError);
use Test::More;
use JSON::PP;
use Encode ();

my $build = $ENV{NSEG_BUILD} || 'build';
my $bin = "$FindBin::Bin/../$build/newsseg";
my $pages = "$FindBin::Bin/fixtures/pages";
my $tmp = tempdir(CLEANUP => 1);

plan skip_all => "$bin not built" unless -x $bin;

# runs the tool; returns (exit status, stdout, stderr)
sub run_cli {
    my (@args) = @_;
    my $in = ref $args[-1] eq 'SCALAR' ? ${ pop @args } : undef;
    my $cmd = join ' ', map { "'$_'" } $bin, @args;
    if (defined $in) {
        write_file('stdin', $in);
        $cmd .= " < '$tmp/stdin'";
    } else {
        $cmd .= " < /dev/null";
    }
    my $out = `$cmd 2> '$tmp/stderr'`;
    my $status = $? >> 8;
    open my $fh, '<', "$tmp/stderr" or die $!;
    my $err = do { local $/; <$fh> };
    return ($status, $out, $err);
}

sub write_file {
    my ($name, $content) = @_;
    open my $fh, '>', "$tmp/$name" or die $!;
    binmode $fh;
    print $fh $content;
    close $fh;
    return "$tmp/$name";
}

sub read_file {
    my ($path) = @_;
    open my $fh, '<', $path or die "$path: $!";
    binmode $fh;
    local $/;
    return scalar <$fh>;
}

sub lines { return map { decode_json($_) } split /\n/, $_[0] }

# an object without the keys that vary from run to run or name the input
sub stable {
    my ($o) = @_;
    my %c = %$o;
    delete @c{qw(extract_ms stages file warc_record_id warc_target_uri
                 warc_date warc_offset warc_length warc_type
                 warc_payload_digest warc_refers_to
                 warc_refers_to_target_uri warc_refers_to_date)};
    return \%c;
}

my $json = JSON::PP->new->canonical;

# a WARC record: the header's fields, a blank line, the block
my $serial = 0;
sub record {
    my (%r) = @_;
    my $block = $r{block};
    my $h = "WARC/1.0\r\nWARC-Type: $r{type}\r\n"
        . 'WARC-Date: ' . ($r{date} // '2024-03-14T10:00:00Z') . "\r\n"
        . 'WARC-Record-ID: <urn:uuid:00000000-0000-4000-8000-'
        . sprintf('%012d', ++$serial) . ">\r\n";
    $h .= "WARC-Target-URI: $r{uri}\r\n" if defined $r{uri};
    $h .= "Content-Type: $r{ctype}\r\n" if defined $r{ctype};
    $h .= $r{extra} if defined $r{extra};
    $h .= 'Content-Length: ' . length($block) . "\r\n\r\n";
    return $h . $block . "\r\n\r\n";
}

sub response {
    my ($uri, $status, $headers, $body, %more) = @_;
    my $http = "HTTP/1.1 $status\r\n"
        . join('', map { "$_->[0]: $_->[1]\r\n" } @$headers) . "\r\n" . $body;
    return record(type => 'response', uri => $uri, block => $http,
                  ctype => 'application/http; msgtype=response', %more);
}

sub chunked {
    my ($data) = @_;
    my $out = '';
    for (my $i = 0; $i < length $data; $i += 700) {
        my $c = substr($data, $i, 700);
        $out .= sprintf("%x;name=value\r\n", length $c) . $c . "\r\n";
    }
    return $out . "0\r\n\r\n";
}

sub gz {
    my ($data) = @_;
    my $out;
    gzip(\$data => \$out) or die $GzipError;
    return $out;
}

my $page = read_file("$pages/en-marathon.html");
my $latin = read_file("$pages/en-win1252-market.html");
my $html = [ 'Content-Type', 'text/html; charset=utf-8' ];

my @records = (
    record(type => 'warcinfo', block => "software: t/warc.t\r\n",
           ctype => 'application/warc-fields'),
    record(type => 'request', uri => 'https://news.example/run',
           block => "GET /run HTTP/1.1\r\nHost: news.example\r\n\r\n",
           ctype => 'application/http; msgtype=request'),
    response('https://news.example/run', '200 OK', [$html], $page),
    response('https://news.example/gz', '200 OK',
             [$html, ['Content-Encoding', 'gzip'],
              ['Transfer-Encoding', 'chunked']], chunked(gz($page))),
    response('https://news.example/gone', '404 Not Found', [$html],
             '<html><body><p>Not here</p></body></html>'),
    response('https://news.example/moved', '301 Moved Permanently',
             [['Location', 'https://news.example/run']], ''),
    response('https://news.example/logo.png', '200 OK',
             [['Content-Type', 'image/png']], "\x89PNG\r\n\x1a\n"),
    response('https://news.example/market', '200 OK',
             [['Content-Type', 'text/html; charset=windows-1252']], $latin),
    record(type => 'resource', uri => 'file:///saved/run.html',
           ctype => 'text/html', block => $page),
    response('https://news.example/lzw', '200 OK',
             [$html, ['Content-Encoding', 'compress']], "\x1f\x9d\x90<"),
    record(type => 'metadata', uri => 'https://news.example/run',
           block => "fetchTimeMs: 12\r\n", ctype => 'application/warc-fields'),
);

my $plain = write_file('crawl.warc', join '', @records);
my $pergz = write_file('crawl.warc.gz', join '', map { gz($_) } @records);
my $wholegz = write_file('whole.warc.gz', gz(join '', @records));

my ($st, $out, $err) = run_cli('warc', '--jobs', '2', $pergz);
my @o = lines($out);
is(scalar @o, 5, 'warc: five records hold pages');
is_deeply([ map { $_->{warc_target_uri} } @o ],
          [ 'https://news.example/run', 'https://news.example/gz',
            'https://news.example/market', 'file:///saved/run.html',
            'https://news.example/lzw' ],
          'warc: 200 HTML responses and HTML resources, in archive order')
    or diag($out);
is($o[0]{file}, $pergz, 'warc: "file" names the archive');
like($o[0]{warc_record_id}, qr/^<urn:uuid:[0-9a-f-]+>$/,
     'warc: the record id');
is($o[0]{warc_date}, '2024-03-14T10:00:00Z', 'warc: the record date');
is($st, 1, 'warc: exit 1 when a page could not be decoded');
like($err, qr/1 of 5 pages could not be decoded/, 'warc: and says so');

# the same page as extract gives it, however it was sent
my $marathon = write_file('marathon.html', $page);
my ($xst, $xout) = run_cli('extract', '--json', '--now',
                           '2024-03-14T10:00:00', '--url',
                           'https://news.example/run', $marathon);
my $want = stable(decode_json($xout));
is($o[0]{url}, $want->{url}, 'warc: the URL, from the target URI and the page');
is($o[0]{status}, 'ok', 'warc: the page is extracted');
is($json->encode(stable($o[0])), $json->encode($want),
   'warc: the object is what extract --json --url gives');
is($json->encode(stable($o[1])), $json->encode($want),
   'warc: a chunked gzip body is decoded to the same page');

like($o[2]{title} // '', qr/\x{e9}|\x{2019}|\x{20ac}/,
     'warc: the charset of the HTTP header is used');
is($o[2]{status}, 'ok', 'warc: and the page extracted');
is($o[3]{status}, 'ok', 'warc: an HTML resource record is a page');
is($o[4]{status}, 'error', 'warc: an unsupported content encoding');
like($o[4]{reason}, qr/content encoding not supported/,
     'warc: has a reason');

# plain, gzip per record, gzip for the whole file: the same lines
for my $file ($plain, $wholegz) {
    my ($s2, $o2) = run_cli('warc', '--jobs', '1', $file);
    is($json->encode([ map { stable($_) } lines($o2) ]),
       $json->encode([ map { stable($_) } @o ]),
       "warc: $file gives the same pages");
}

# standard input
($st, $out) = run_cli('warc', '-', \read_file($pergz));
is(scalar(lines($out)), 5, 'warc: "-" reads standard input');

# where each record is in the file, to read it again or index it: the
# plain bytes from "WARC/" to the line ends after the block, or the gzip
# member holding it; after skipped records, and from standard input
sub at {
    my ($path, $o) = @_;
    open my $fh, '<', $path or die $!;
    binmode $fh;
    seek $fh, $o->{warc_offset}, 0 or die $!;
    read($fh, my $buf, $o->{warc_length}) == $o->{warc_length} or die $!;
    return $buf;
}

sub record_id { return $_[0] =~ /^WARC-Record-ID: (\S+)\r$/m ? $1 : '' }

my %by_id = map { record_id($_) => $_ } @records;
my %member = map { record_id($_) => gz($_) } @records;
for my $file ($plain, $pergz) {
    ($st, $out) = run_cli('warc', $file);
    @o = lines($out);
    my $gzipped = $file eq $pergz;
    my @got = map {
        my $bytes = at($file, $_);
        if ($gzipped) {
            my $record;
            gunzip(\$bytes => \$record) or die $GunzipError;
            is(record_id($record), $_->{warc_record_id},
               "warc_offset: $_->{warc_target_uri} in $file is its member");
            $bytes = $record;
        }
        $bytes;
    } @o;
    is_deeply(\@got, [ map { $by_id{ $_->{warc_record_id} } } @o ],
              "warc_offset, warc_length: each record of $file read again");
    my @keys = $out =~ /^\{"file":"[^"]*","warc_record_id":"[^"]*",
        "warc_target_uri":"[^"]*","warc_date":"[^"]*",
        "warc_offset":\d+,"warc_length":\d+,"warc_type":"[a-z]+",
        "warc_payload_digest":null,"warc_refers_to":null,
        "warc_refers_to_target_uri":null,"warc_refers_to_date":null,
        "title":/mgx;
    is(scalar @keys, 5, "warc_offset: after warc_date, in every line of $file,"
       . ' errors too, then the type, digest and revisit keys');
    my ($s2, $o2) = run_cli('warc', '-', \read_file($file));
    is_deeply([ map { [ $_->{warc_offset}, $_->{warc_length} ] } lines($o2) ],
              [ map { [ $_->{warc_offset}, $_->{warc_length} ] } @o ],
              "warc_offset: standard input counts the bytes read ($file)");
}
is($o[1]{warc_length}, length $member{ $o[1]{warc_record_id} },
   'warc_length: of a gzip member, its compressed length');

# a whole-file gzip has no offset to seek to
($st, $out) = run_cli('warc', $wholegz);
is_deeply([ map { [ $_->{warc_offset}, $_->{warc_length} ] } lines($out) ],
          [ ([ undef, undef ]) x 5 ],
          'warc_offset: null in a whole-file gzip');

# a member whose end comes in the next read of the file (it is read in
# 128 KiB): a stored member before it puts its end 4 bytes after the
# first read's, and the record still has its length
{
    my $next = response('https://news.example/edge', '200 OK', [$html], $page);
    my $tail = gz($next);
    my ($pad, $first) = (131076 - length($tail) - 200);
    for (1 .. 4) {
        my $info = record(type => 'warcinfo', ctype => 'text/plain',
                          block => join('', map { chr(32 + ($_ * 7919) % 95) }
                                                1 .. $pad));
        gzip(\$info => \$first, -Level => 0, Minimal => 1) or die $GzipError;
        $pad += 131076 - length($tail) - length($first);
    }
    is(length($first) + length($tail), 131076,
       'warc_offset: the edge case is built');
    my $edge = write_file('edge.warc.gz', $first . $tail);
    ($st, $out) = run_cli('warc', $edge);
    @o = lines($out);
    is_deeply([ $o[0]{warc_offset}, $o[0]{warc_length} ],
              [ length $first, length $tail ],
              'warc_offset: a member ending after the first read');
}

# zlib and raw deflate for "deflate"
my $raw;
rawdeflate(\$page => \$raw) or die $RawDeflateError;
my $deflates = write_file('deflate.warc', join '',
    response('https://news.example/z', '200 OK',
             [$html, ['Content-Encoding', 'deflate']], compress($page)),
    response('https://news.example/r', '200 OK',
             [$html, ['Content-Encoding', 'deflate']], $raw));
($st, $out) = run_cli('warc', $deflates);
@o = lines($out);
is(scalar @o, 2, 'warc: two deflate pages');
ok(!grep({ $_->{status} ne 'ok' } @o), 'warc: zlib and raw deflate decode')
    or diag($out);

# the record's date is the reference time: a date after it is dropped
my $future = "<html><head><meta property=\"article:published_time\""
    . " content=\"2030-01-02T10:00:00Z\"></head><body><article>"
    . "<h1>Storm closes the coast road</h1>"
    . ("<p>The coast road between the two villages was closed on the "
       . "evening after the storm brought down trees and power lines.</p>")
      x 4
    . "</article></body></html>";
my $dated = write_file('dated.warc', join '',
    response('https://news.example/s1', '200 OK', [$html], $future,
             date => '2024-05-06T00:00:00Z'),
    response('https://news.example/s2', '200 OK', [$html], $future,
             date => '2031-01-01T08:00:00Z'));
($st, $out) = run_cli('warc', $dated);
@o = lines($out);
is($o[0]{date}, undef, 'warc: a date after the crawl is dropped');
like($o[1]{date} // '', qr/^2030-01-02/, 'warc: and kept after it');
($st, $out) = run_cli('warc', '--now', '2031-01-01', $dated);
@o = lines($out);
like($o[0]{date} // '', qr/^2030-01-02/, 'warc: --now overrides the record');

# a truncated archive keeps the lines before the fault; the next file goes on
my @members = map { gz($_) } @records;
my $bytes = join '', @members;
my $cut = write_file('cut.warc.gz',
    substr($bytes, 0, length($bytes) - length($members[-1])
                      - int(length($members[-2]) / 2)));
my $notwarc = write_file('notes.txt', "these are notes\nnot an archive\n");
($st, $out, $err) = run_cli('warc', $cut, $notwarc, "$tmp/missing.warc",
                            $plain);
@o = lines($out);
is(scalar @o, 4 + 5, 'warc: the pages before the fault, then the next file');
like($err, qr/cut\.warc\.gz: record \d+: the (file|compressed data) end/,
     'warc: a truncated archive is reported with its record');
like($err, qr/notes\.txt: record 1: not a WARC record header/,
     'warc: so is a file that is not WARC');
like($err, qr/missing\.warc: No such file/, 'warc: and a missing file');
is($st, 2, 'warc: exit 2 for a broken or missing archive');

# a header without Content-Length
my $nolen = write_file('nolen.warc', "WARC/1.0\r\nWARC-Type: response\r\n"
                       . "\r\nHTTP/1.1 200 OK\r\n\r\n<p>x</p>\r\n\r\n");
($st, $out, $err) = run_cli('warc', $nolen);
like($err, qr/no valid Content-Length/, 'warc: a record without length');
is($st, 2, 'warc: is a broken archive');

# usage
($st, $out, $err) = run_cli('warc');
is($st, 2, 'warc: no archive is a usage error');
like($err, qr/give the WARC or ARC files/, 'warc: and says what to give');
($st, $out, $err) = run_cli('warc', '--site-memory', '-', \'');
is($st, 2, 'warc: --site-memory needs files');
($st, $out, $err) = run_cli('warc', '--frobnicate', $plain);
is($st, 2, 'warc: an unknown option is a usage error');

# --site-memory reads the archives twice and still writes each page once
($st, $out, $err) = run_cli('warc', '--site-memory', $pergz, $plain);
is(scalar(lines($out)), 10, 'warc --site-memory: every page once');
is(() = $err =~ /could not be decoded/g, 1,
   'warc --site-memory: problems are reported once');

# gzip members are inflated one by one: bytes after a member that are not
# gzip are plain WARC (so a member whose magic is damaged is not a record
# header), and a member's fault is reported with its record
my @pages = map {
    response("https://news.example/p$_", '200 OK', [$html],
             $page =~ s/<title>/<title>Part $_ /r)
} 1 .. 4;
my @pmembers = map { gz($_) } @pages;
my $badmagic = join '', @pmembers;
substr($badmagic, length($pmembers[0]) + length($pmembers[1]), 1, "\0");
my $badmagic_file = write_file('badmagic.warc.gz', $badmagic);
($st, $out, $err) = run_cli('warc', $badmagic_file);
is(scalar(lines($out)), 2, 'warc: the records before a damaged gzip magic');
like($err, qr/badmagic\.warc\.gz: record 3: not a WARC record header/,
     'warc: a damaged gzip magic is reported with its record');
is($st, 2, 'warc: and is a broken archive');

my $mixed = write_file('mixed.warc.gz', join '', @pmembers[0, 1], @pages[2, 3]);
($st, $out, $err) = run_cli('warc', $mixed);
@o = lines($out);
is(scalar @o, 4, 'warc: plain records after gzip members are read');
my $mixed_at = 0;
is_deeply([ map { [ $_->{warc_offset}, $_->{warc_length} ] } @o ],
          [ map { my $r = [ $mixed_at, length ]; $mixed_at += length; $r }
                @pmembers[0, 1], @pages[2, 3] ],
          'warc_offset: members, then plain records');
is($st, 0, 'warc: and the archive is good') or diag($err);

my $crc = join '', @pmembers;
my $at = length($pmembers[0]) + length($pmembers[1]) + length($pmembers[2]) - 8;
substr($crc, $at, 1, chr(ord(substr($crc, $at, 1)) ^ 0xff));
my $crc_file = write_file('crc.warc.gz', $crc);
($st, $out, $err) = run_cli('warc', $crc_file);
is(scalar(lines($out)), 2, 'warc: a member with a wrong checksum has no line');
like($err, qr/^newsseg warc: \Q$crc_file\E: record 3: damaged gzip data \(incorrect data check\)$/m,
     'warc: its record, zlib\'s reason and the path once');
is($st, 2, 'warc: a wrong checksum is a broken archive');

# whole-file gzip damaged in the middle (a full flush there, and the
# block header after it made invalid): every record inflated before the
# damage has its line, and the damage names the record it is in
my @many = map {
    response("https://news.example/m$_", '200 OK', [$html],
             $page =~ s/<title>/<title>Item $_ /r =~ s/<p>/<p>$_ x $_ /gr)
} 1 .. 400;
my $half = join '', @many[0 .. 299], substr($many[300], 0, 500);
my ($def) = Compress::Raw::Zlib::Deflate->new(-WindowBits => WANT_GZIP,
                                               -AppendOutput => 1);
my $whole = '';
$def->deflate($half, $whole);
$def->flush($whole, Z_FULL_FLUSH);
my $hit = length $whole;
$def->deflate(join('', @many[300 .. 399]) =~ s/^.{500}//sr, $whole);
$def->flush($whole, Z_FINISH);
substr($whole, $hit, 1, "\x07");                # final, block type 3
my $damaged = write_file('damaged.warc.gz', $whole);
($st, $out, $err) = run_cli('warc', $damaged);
is(scalar(lines($out)), 300,
   'warc: whole-file gzip keeps every record before damage');
like($err, qr/: record 301: damaged gzip data \(invalid block type\)$/m,
     'warc: and names the damaged record with zlib\'s reason');

# a header line may be as long as the header: a 20 KB target URI
my $longuri = 'https://news.example/search?q=' . ('x' x 20000);
my $long = write_file('longuri.warc', join '', @pages[0, 1],
    response($longuri, '200 OK', [$html], $page), $pages[2]);
($st, $out, $err) = run_cli('warc', $long);
@o = lines($out);
is(scalar @o, 4, 'warc: a 20 KB header line is read') or diag($err);
is($o[2]{warc_target_uri}, $longuri, 'warc: it is the target URI');
is($st, 0, 'warc: and the archive is good');

# the charset parameter: folded onto the next line, spaces around '=',
# after another parameter whose name ends in "charset", quoted
my $cyr_title = "\x{421}\x{43e}\x{432}\x{435}\x{442} \x{43e}\x{434}\x{43e}"
    . "\x{431}\x{440}\x{438}\x{43b} \x{43d}\x{43e}\x{432}\x{44b}\x{439} "
    . "\x{431}\x{44e}\x{434}\x{436}\x{435}\x{442}";
my $cyr_text = "\x{414}\x{435}\x{43f}\x{443}\x{442}\x{430}\x{442}\x{44b} "
    . "\x{433}\x{43e}\x{440}\x{43e}\x{434}\x{441}\x{43a}\x{43e}\x{433}\x{43e} "
    . "\x{441}\x{43e}\x{432}\x{435}\x{442}\x{430} ";
my $cyr = Encode::encode('cp1251', "<html><head><title>$cyr_title</title>"
    . "</head><body><article><h1>$cyr_title</h1>"
    . ("<p>" . ($cyr_text x 12) . "</p>") x 4
    . "</article></body></html>");
my @ctypes = ("text/html;\r\n\tcharset=windows-1251",
              'text/html; charset = windows-1251',
              'text/html; x-charset=utf-8; charset=windows-1251',
              'text/html; charset="windows-1251"');
my $charsets = write_file('charsets.warc', join '', map {
    response("https://news.example/c$_", '200 OK',
             [[ 'Content-Type', $ctypes[$_] ]], $cyr)
} 0 .. $#ctypes);
($st, $out, $err) = run_cli('warc', $charsets);
@o = lines($out);
is_deeply([ map { $_->{title} } @o ], [ ($cyr_title) x @ctypes ],
          'warc: the charset parameter, folded, spaced, after x-charset')
    or diag($out);

# Content-Language: the language of a page that declares none, after
# the page's own; the first tag of a list, however long the list
(my $nolang = $page) =~ s{<html[^>]*>}{<html>};
my $langs = write_file('langs.warc', join '',
    response('https://news.example/l1', '200 OK',
             [$html, ['Content-Language', 'en-US']], $nolang),
    response('https://news.example/l2', '200 OK',
             [$html, ['Content-Language', 'en-US']], $page),
    response('https://news.example/l3', '200 OK',
             [$html, ['Content-Language', 'en-AU, ' . join(', ',
                 map { "x$_-YY" } 1 .. 20)]], $nolang),
    response('https://news.example/l4', '200 OK',
             [$html, ['Content-Language', 'de']], $nolang),
    response('https://news.example/l5', '200 OK', [$html], $nolang));
($st, $out, $err) = run_cli('warc', $langs);
@o = lines($out);
is_deeply([ map { $_->{lang} } @o ], [ 'en-US', 'en-GB', 'en-AU', 'en', 'en' ],
          'warc: Content-Language when the page declares no language')
    or diag($out);

# a folded WARC field
my $folded = write_file('folded.warc',
    response("\r\n  https://news.example/folded", '200 OK', [$html], $page));
($st, $out, $err) = run_cli('warc', $folded);
@o = lines($out);
is($o[0]{warc_target_uri}, 'https://news.example/folded',
   'warc: a folded WARC-Target-URI is unfolded');

# Content-Encoding and Transfer-Encoding are lists: identity is none,
# OWS includes tabs, gzip as a transfer coding is undone, stacked
# codings all are; "chunked" is a token, not a substring
my @codings = (
    [ [[ 'Content-Encoding', 'gzip, identity' ]], gz($page) ],
    [ [[ 'Content-Encoding', 'identity, gzip' ]], gz($page) ],
    [ [[ 'Content-Encoding', "gzip\t" ]], gz($page) ],
    [ [[ 'Content-Encoding', 'gzip, deflate' ]], compress(gz($page)) ],
    [ [[ 'Content-Encoding', 'gzip' ], [ 'Content-Encoding', 'gzip' ]],
      gz(gz($page)) ],
    [ [[ 'Transfer-Encoding', 'gzip, chunked' ]], chunked(gz($page)) ],
    [ [[ 'Content-Encoding', 'gzip' ], [ 'Transfer-Encoding', 'gzip,chunked' ]],
      chunked(gz(gz($page))) ],
);
my $coded = write_file('codings.warc', join '', map {
    response("https://news.example/e$_", '200 OK',
             [ $html, @{ $codings[$_][0] } ], $codings[$_][1])
} 0 .. $#codings);
($st, $out, $err) = run_cli('warc', $coded);
@o = lines($out);
is(scalar @o, scalar @codings, 'warc: a page per coding list');
is_deeply([ map { $json->encode(stable($_)) } @o ],
          [ ($json->encode($want)) x @codings ],
          'warc: coding lists decode to the page') or diag($out);
my $xchunked = write_file('xchunked.warc',
    response('https://news.example/x', '200 OK',
             [ $html, [ 'Transfer-Encoding', 'x-chunked' ] ], chunked($page)));
($st, $out, $err) = run_cli('warc', $xchunked);
@o = lines($out);
is($o[0]{reason},
   'content encoding not supported (gzip, deflate, br and zstd are)',
   'warc: x-chunked is not chunked');

# a gzip body of two members (gzip's appended data): both are inflated
my $cut_at = int(length($page) / 2);
my $members = write_file('members.warc',
    response('https://news.example/two', '200 OK',
             [ $html, [ 'Content-Encoding', 'gzip' ] ],
             gz(substr($page, 0, $cut_at)) . gz(substr($page, $cut_at))));
($st, $out, $err) = run_cli('warc', $members);
@o = lines($out);
is($json->encode(stable($o[0])), $json->encode($want),
   'warc: a gzip body of two members is the whole page');

# br and zstd, as browser-based crawlers record them, alone, stacked
# with gzip and chunks (content codings were applied before transfer
# codings, whatever the order of the headers), zstd in two frames; a
# bomb stops at the limit, damage is an error with a reason
SKIP: {
    my @tools = grep { system("command -v $_ > /dev/null") != 0 }
                qw(brotli zstd);
    skip "@tools not installed (make setup installs them)", 7 if @tools;

    # the data compressed by the tool (brotli -q 5 or zstd)
    my $pack = sub {
        my ($tool, $data) = @_;
        my $in = write_file('pack.in', $data);
        my $q = $tool eq 'brotli' ? '-q 5' : '-q';
        my $bytes = `$tool -c $q '$in'`;
        die "$tool failed" if $? || !length $bytes;
        return $bytes;
    };
    my $br = sub { $pack->('brotli', $_[0]) };
    my $zst = sub { $pack->('zstd', $_[0]) };

    my @newer = (
        [ [[ 'Content-Encoding', 'br' ]], $br->($page) ],
        [ [[ 'Content-Encoding', 'zstd' ]], $zst->($page) ],
        [ [[ 'Content-Encoding', 'BR' ], [ 'Transfer-Encoding', 'chunked' ]],
          chunked($br->($page)) ],
        [ [[ 'Content-Encoding', 'gzip, br' ]], $br->(gz($page)) ],
        [ [[ 'Content-Encoding', 'br, gzip' ]], gz($br->($page)) ],
        [ [[ 'Transfer-Encoding', 'gzip, chunked' ],
           [ 'Content-Encoding', 'zstd' ]], chunked(gz($zst->($page))) ],
        [ [[ 'Content-Encoding', 'zstd' ]],
          $zst->(substr($page, 0, $cut_at)) . $zst->(substr($page, $cut_at)) ],
    );
    my $newer = write_file('newer.warc', join '', map {
        response("https://news.example/n$_", '200 OK',
                 [ $html, @{ $newer[$_][0] } ], $newer[$_][1])
    } 0 .. $#newer);
    ($st, $out, $err) = run_cli('warc', $newer);
    @o = lines($out);
    is_deeply([ map { $json->encode(stable($_)) } @o ],
              [ ($json->encode($want)) x @newer ],
              'warc: br and zstd, alone, chunked, stacked, in two frames')
        or diag($out);

    # 40 MiB of a page from a few KB: cut at the limit, as gzip is
    my $bomb = '<html><body><p>' . ('a' x (40 * 1024 * 1024));
    my $bombs = write_file('bombs.warc', join '', map {
        response("https://news.example/bomb-$_->[0]", '200 OK',
                 [ $html, [ 'Content-Encoding', $_->[0] ] ], $_->[1])
    } [ 'gzip', gz($bomb) ], [ 'br', $br->($bomb) ],
      [ 'zstd', $zst->($bomb) ]);
    ($st, $out, $err) = run_cli('warc', $bombs);
    @o = lines($out);
    is_deeply([ map { $_->{status} } @o ], [ ('too_large') x 3 ],
              'warc: a br or zstd bomb stops at the limit, as gzip does')
        or diag(substr($out, 0, 2000));
    is_deeply([ map { $_->{input_bytes} } @o[1, 2] ],
              [ ($o[0]{input_bytes}) x 2 ], 'warc: with the same input_bytes');
    is($st, 0, 'warc: and no error');
    like($err, qr/^newsseg warc: 3 pages over 32 MiB \(too_large\)$/m,
         'warc: bombs are counted as pages over the limit');

    # damage: not br, a zstd frame without its magic
    my $badzst = $zst->($page);
    substr($badzst, 0, 1, "\x00");
    my $damaged_codings = write_file('badcodings.warc', join '',
        response('https://news.example/badbr', '200 OK',
                 [ $html, [ 'Content-Encoding', 'br' ] ],
                 'not brotli data at all'),
        response('https://news.example/badzstd', '200 OK',
                 [ $html, [ 'Content-Encoding', 'zstd' ] ], $badzst));
    ($st, $out, $err) = run_cli('warc', $damaged_codings);
    @o = lines($out);
    is_deeply([ map { [ $_->{status}, $_->{reason} ] } @o ],
              [ [ 'error', 'content encoding: not br data' ],
                [ 'error', 'content encoding: not zstd data' ] ],
              'warc: damaged br and zstd data are errors with a reason')
        or diag($out);
    is($st, 1, 'warc: exit 1, as for gzip');
    like($err, qr/2 of 2 pages could not be decoded/, 'warc: and says so');
}

# an interim response recorded before the response
my $continued = write_file('continue.warc', record(
    type => 'response', uri => 'https://news.example/continued',
    ctype => 'application/http; msgtype=response',
    block => "HTTP/1.1 100 Continue\r\n\r\n"
        . "HTTP/1.1 103 Early Hints\r\nLink: </s.css>; rel=preload\r\n\r\n"
        . "HTTP/1.1 200 OK\r\nContent-Type: text/html; charset=utf-8\r\n"
        . "Content-Encoding: gzip\r\n\r\n" . gz($page)));
($st, $out, $err) = run_cli('warc', $continued);
@o = lines($out);
is($json->encode(stable($o[0] // {})), $json->encode($want),
   'warc: 1xx interim responses are passed over');

# records over the limit (32 MiB and 256 KiB of HTTP header): a video is no
# page, whatever its HTTP type says or, without one, the crawler found;
# an HTML page gets a too_large line, as batch gives a file over the limit
my $huge = '<p>' . ('x' x (32 * 1024 * 1024 + 300 * 1024));
my $large = "$tmp/large.warc";
open my $lfh, '>', $large or die $!;
binmode $lfh;
print $lfh response('https://news.example/video', '200 OK',
                    [[ 'Content-Type', 'video/mp4' ]], $huge);
print $lfh response('https://news.example/video2', '200 OK', [], $huge,
                    extra => "WARC-Identified-Payload-Type: video/mp4\r\n");
my $huge_at = tell $lfh;
print $lfh response('https://news.example/huge', '200 OK', [$html], $huge);
my $huge_len = tell($lfh) - $huge_at;
print $lfh response('https://news.example/run', '200 OK', [$html], $page);
close $lfh;
($st, $out, $err) = run_cli('warc', $large);
unlink $large;
@o = lines($out);
is_deeply([ map { [ $_->{warc_target_uri}, $_->{status} ] } @o ],
          [ [ 'https://news.example/huge', 'too_large' ],
            [ 'https://news.example/run', 'ok' ] ],
          'warc: a page over the limit has a too_large line, a video none')
    or diag($out);
is($o[0]{input_bytes}, length $huge, 'warc: with the length of its body');
is_deeply([ $o[0]{warc_offset}, $o[0]{warc_length} ], [ $huge_at, $huge_len ],
          'warc: and where its record is');
like($err, qr/^newsseg warc: 1 page over 32 MiB \(too_large\)$/m,
     'warc: the pages over the limit are counted, not the videos');
is($st, 0, 'warc: and are no error, as in batch');

# a record without WARC-Target-URI or WARC-Date: every key all the same
{
    my $body = '<html><body><article><h1>Keys</h1>'
        . ('<p>Every line of the output has every key, a value or null.</p>' x 4)
        . '</article></body></html>';
    my $http = "HTTP/1.1 200 OK\r\nContent-Type: text/html\r\n\r\n$body";
    my $rec = "WARC/1.0\r\nWARC-Type: response\r\n"
        . "WARC-Record-ID: <urn:uuid:00000000-0000-4000-8000-999999999999>\r\n"
        . "Content-Type: application/http; msgtype=response\r\n"
        . 'Content-Length: ' . length($http) . "\r\n\r\n$http\r\n\r\n";
    my $f = write_file('nokeys.warc', $rec);
    ($st, $out, $err) = run_cli('warc', $f);
    my ($o) = lines($out);
    ok(exists $o->{warc_target_uri} && !defined $o->{warc_target_uri},
       'warc: no target URI is null');
    ok(exists $o->{warc_date} && !defined $o->{warc_date},
       'warc: no date is null');
}

# HTTP headers as long as browsers take them (256 KiB) are read; a 200
# whose header goes on past that gets an error line, not silence; other
# statuses stay without a line
{
    my $cookie = ['Set-Cookie', 'a=' . ('x' x 70000)];
    my $huge = ['Set-Cookie', 'a=' . ('x' x 300000)];
    my $f = write_file('longheaders.warc',
        response('https://news.example/long', '200 OK', [$cookie, $html], $page)
        . response('https://news.example/huge', '200 OK', [$huge, $html], $page)
        . response('https://news.example/moved', '302 Found', [$huge], '')
        . response('https://news.example/after', '200 OK', [$html], $page));
    ($st, $out, $err) = run_cli('warc', $f);
    my @o = lines($out);
    is(scalar @o, 3, 'warc: long headers: a line per 200 response');
    is($o[0]{status}, 'ok', 'warc: a 70 KB header is read');
    is($o[0]{title}, $o[2]{title}, 'warc: ... and its page extracted');
    is($o[1]{warc_target_uri}, 'https://news.example/huge',
       'warc: a header over 256 KiB has its line');
    is($o[1]{status}, 'error', 'warc: ... with status error');
    is($o[1]{reason}, 'the HTTP header is longer than 256 KiB',
       'warc: ... and the reason');
    is($o[2]{warc_target_uri}, 'https://news.example/after',
       'warc: the records after it are read');
    is($st, 1, 'warc: exit 1 when a page could not be decoded');
}

# revisits (WARC 1.1 6.7), as deduplicating crawlers store repeat
# captures: extracted from the payload of the capture they name when it
# was read before them (by WARC-Refers-To, by target URI and date, by
# payload digest), as of their own URI and date; "status":"revisit"
# when it was not; no line for a revisit of a redirect or an image
sub revisit {
    my ($uri, $status, $headers, %more) = @_;
    my $http = defined $status
        ? "HTTP/1.1 $status\r\n"
          . join('', map { "$_->[0]: $_->[1]\r\n" } @$headers) . "\r\n"
        : '';
    return record(type => 'revisit', uri => $uri, block => $http,
                  ctype => 'application/http; msgtype=response', %more);
}

sub refers {
    my (%f) = @_;
    return join '', map { "WARC-$_: $f{$_}\r\n" } sort keys %f;
}

{
    my $digest = 'sha1:2OWT4RLFHQMSZAAN4CKCQ7FQQV5HX3DE';
    my $other = 'sha1:XKJBA6DWPRVYW2D5OYUNKXD2WWHRT5TK';
    my $identical = 'WARC-Profile: http://netpreserve.org/warc/1.1/'
        . "revisit/identical-payload-digest\r\n";
    my $notmod = 'WARC-Profile: http://netpreserve.org/warc/1.1/'
        . "revisit/server-not-modified\r\n";
    my $front = response('https://news.example/front', '200 OK', [$html],
                         $page, date => '2024-03-14T09:00:00Z',
                         extra => refers('Payload-Digest' => $digest));
    my $front_id = record_id($front);
    my @dedup = (
        $front,
        revisit('https://news.example/front', '200 OK', [$html],
                extra => $identical . refers('Refers-To' => $front_id,
                    'Refers-To-Target-URI' => 'https://news.example/front',
                    'Refers-To-Date' => '2024-03-14T09:00:00Z',
                    'Payload-Digest' => $digest)),
        revisit('https://news.example/front?from=rss', '200 OK', [$html],
                extra => $identical . refers('Payload-Digest' => lc $digest)),
        revisit('https://news.example/front', '304 Not Modified', [],
                extra => $notmod . refers(
                    'Refers-To-Target-URI' => 'https://news.example/front',
                    'Refers-To-Date' => '2024-03-14T09:00:00Z')),
        revisit('https://news.example/old', '200 OK', [$html],
                extra => $identical . refers('Payload-Digest' => $other,
                    'Refers-To' => '<urn:uuid:elsewhere>')),
        revisit('https://news.example/logo.png', '200 OK',
                [[ 'Content-Type', 'image/png' ]],
                extra => $identical . refers('Payload-Digest' => $other)),
        revisit('https://news.example/moved', '301 Moved Permanently',
                [[ 'Location', 'https://news.example/front' ]],
                extra => $identical . refers('Payload-Digest' => $digest)),
        revisit('https://news.example/front', undef, [],
                extra => $identical . refers('Refers-To' => $front_id)),
        revisit('https://news.example/nothing', undef, [],
                extra => $identical . refers('Payload-Digest' => $other)),
    );
    my $f = write_file('dedup.warc', join '', @dedup);
    ($st, $out, $err) = run_cli('warc', '--jobs', '2', $f);
    my @o = lines($out);
    is_deeply([ map { [ $_->{warc_type}, $_->{warc_target_uri} ] } @o ],
              [ [ 'response', 'https://news.example/front' ],
                [ 'revisit', 'https://news.example/front' ],
                [ 'revisit', 'https://news.example/front?from=rss' ],
                [ 'revisit', 'https://news.example/front' ],
                [ 'revisit', 'https://news.example/old' ],
                [ 'revisit', 'https://news.example/front' ] ],
              'revisit: a line per revisit of a page, none for an image or '
              . 'a redirect') or diag($out);
    is($o[0]{warc_payload_digest}, $digest, 'revisit: the payload digest');
    is_deeply([ @{ $o[1] }{qw(warc_refers_to warc_refers_to_target_uri
                              warc_refers_to_date)} ],
              [ $front_id, 'https://news.example/front',
                '2024-03-14T09:00:00Z' ],
              'revisit: the capture it names');
    ok(exists $o[0]{warc_refers_to} && !defined $o[0]{warc_refers_to},
       'revisit: null in a response\'s line');
    is_deeply([ map { $json->encode(stable($_)) } @o[1, 2, 3, 5] ],
              [ ($json->encode(stable($o[0]))) x 4 ],
              'revisit: extracted from its capture\'s payload, named by '
              . 'record id, payload digest, URI and date, or with no HTTP '
              . 'header of its own');
    is($o[0]{status}, 'ok', 'revisit: and the capture is a page');
    is_deeply([ @{ $o[4] }{qw(status reason title body_text url)} ],
              [ 'revisit', 'the capture it revisits was not read before it',
                undef, undef, 'https://news.example/old' ],
              'revisit: of a capture not read: status revisit, no page')
        or diag($out);
    is($o[4]{warc_refers_to}, '<urn:uuid:elsewhere>',
       'revisit: with the capture it names');
    is($st, 0, 'revisit: no error');
    like($err, qr/^newsseg warc: 1 revisit of captures not read before \(status revisit\)$/m,
         'revisit: those are counted');

    # the same from standard input, gzip per record, in two files and
    # with site memory (read twice)
    my $gz = write_file('dedup.warc.gz', join '', map { gz($_) } @dedup);
    my $first = write_file('dedup1.warc', $dedup[0]);
    my $rest = write_file('dedup2.warc', join '', @dedup[1 .. $#dedup]);
    for my $args ([ '-', \read_file($gz) ], [ $first, $rest ],
                  [ '--site-memory', $f ])
    {
        my $what = ref $args->[1] ? 'standard input' : "@$args";
        my ($s2, $o2) = run_cli('warc', @$args);
        is_deeply([ map { [ $_->{warc_type}, $_->{status} ] } lines($o2) ],
                  [ map { [ $_->{warc_type}, $_->{status} ] } @o ],
                  "revisit: the same lines from $what");
    }

    # extracted as of the revisit: its URI, its date for the dates after it
    my $pub = $future =~ s/<h1>/<h1>Revisited: /r;
    my $dated_revisits = write_file('dedup-dated.warc', join '',
        response('https://news.example/storm', '200 OK', [$html], $pub,
                 date => '2031-01-01T08:00:00Z',
                 extra => refers('Payload-Digest' => $other)),
        revisit('https://news.example/storm-amp', '200 OK', [$html],
                date => '2024-05-06T00:00:00Z',
                extra => refers('Payload-Digest' => $other)));
    ($st, $out, $err) = run_cli('warc', $dated_revisits);
    @o = lines($out);
    like($o[0]{date} // '', qr/^2030-01-02/, 'revisit: the capture has a date');
    is($o[1]{date}, undef, 'revisit: a date after the revisit is dropped');
    is($o[1]{url}, 'https://news.example/storm-amp', 'revisit: its own URI');

    # a capture too large to keep (over 4 MiB, a 16th of the memory)
    my $big = '<html><body><article><h1>Large</h1>'
        . ('<p>' . ('word ' x 200) . '</p>') x 4300
        . '</article></body></html>';
    my $bigfile = write_file('dedup-big.warc', join '',
        response('https://news.example/big', '200 OK', [$html], $big,
                 extra => refers('Payload-Digest' => $other)),
        revisit('https://news.example/big', '200 OK', [$html],
                extra => refers('Payload-Digest' => $other)));
    ($st, $out, $err) = run_cli('warc', $bigfile);
    is_deeply([ map { $_->{status} } lines($out) ], [ 'ok', 'revisit' ],
              'revisit: of a capture over 4 MiB, not kept');
}

# .warc.zst: a zstd frame per record, after a dictionary in a skippable
# frame (raw or itself compressed), told by the magic whatever the name;
# offsets and lengths are the frames'; faults name their record
SKIP: {
    skip 'zstd not installed (make setup installs it)', 17
        if system('command -v zstd > /dev/null') != 0;

    # zstd's output for data, with options
    my $zstd = sub {
        my ($data, @opts) = @_;
        my $in = write_file('zstd.in', $data);
        my $bytes = `zstd -q -c @opts '$in'`;
        die 'zstd failed' if $? || !length $bytes;
        return $bytes;
    };
    my $skippable = sub { return pack('VV', $_[0], length $_[1]) . $_[1] };

    # a dictionary trained on pages like the crawl's, as crawlers do
    my $samples = "$tmp/samples";
    mkdir $samples;
    for my $n (1 .. 60) {
        write_file("samples/$n.warc", response("https://news.example/s$n",
            '200 OK', [$html], substr($page, 0, 2000) =~ s/<p>/<p>$n /gr));
    }
    system("zstd -q --train '$samples'/*.warc --maxdict=8192 "
           . "-o '$tmp/dict' 2> /dev/null") == 0 or die 'zstd --train';
    my $dict = read_file("$tmp/dict");

    my @frames = map { $zstd->($_) } @records;
    my @dframes = map { $zstd->($_, '-D', "'$tmp/dict'") } @records;
    my $head = $skippable->(0x184D2A5D, $dict);
    my %zst = (
        'frames' => join('', @frames),
        'frames after a dictionary' => $head . join('', @dframes),
        'frames after a compressed dictionary' =>
            $skippable->(0x184D2A5D, $zstd->($dict)) . join('', @dframes),
        'frames after another skippable frame' =>
            $skippable->(0x184D2A50, 'not a dictionary') . $head
            . join('', @dframes),
    );
    ($st, $out) = run_cli('warc', $pergz);
    my @gz = lines($out);
    for my $what (sort keys %zst) {
        my $f = write_file('zstd.warc', $zst{$what});
        ($st, $out, $err) = run_cli('warc', $f);
        is($json->encode([ map { stable($_) } lines($out) ]),
           $json->encode([ map { stable($_) } @gz ]),
           "warc.zst: $what, the lines of gzip") or diag($err);
    }

    # each line's offset and length are its frame's: read again with the
    # dictionary, from the file and from standard input alike
    my $f = write_file('crawl.warc.zst', $zst{'frames after a dictionary'});
    ($st, $out, $err) = run_cli('warc', $f);
    @o = lines($out);
    is(scalar @o, 5, 'warc.zst: a .zst name changes nothing');
    my %frame = map { record_id($records[$_]) => $dframes[$_] } 0 .. $#records;
    is_deeply([ map { at($f, $_) } @o ],
              [ map { $frame{ $_->{warc_record_id} } } @o ],
              'warc.zst: warc_offset and warc_length are the frame\'s');
    my $again = write_file('frame.zst', at($f, $o[1]));
    is(`zstd -q -d -c -D '$tmp/dict' '$again'`,
       $by_id{ $o[1]{warc_record_id} },
       'warc.zst: which decompresses with the dictionary to the record');
    is($o[0]{warc_offset}, length($head . $dframes[0] . $dframes[1]),
       'warc.zst: after the dictionary and the records before');
    ($st, $out) = run_cli('warc', '-', \$zst{'frames after a dictionary'});
    is_deeply([ map { [ $_->{warc_offset}, $_->{warc_length} ] } lines($out) ],
              [ map { [ $_->{warc_offset}, $_->{warc_length} ] } @o ],
              'warc.zst: from standard input too');

    # the whole file one frame: no offsets, as a whole-file gzip
    ($st, $out) = run_cli('warc', write_file('whole.zst',
                                             $zstd->(join '', @records)));
    is_deeply([ map { [ $_->{warc_offset}, $_->{warc_length} ] } lines($out) ],
              [ ([ undef, undef ]) x 5 ], 'warc.zst: one frame for the file');

    # frames made with a dictionary that is not there
    $f = write_file('nodict.warc.zst', join '', @dframes);
    ($st, $out, $err) = run_cli('warc', $f);
    is($out, '', 'warc.zst: no line without the dictionary');
    like($err, qr/^newsseg warc: \Q$f\E: record 1: a zstd frame needs a dictionary, and the file has none before it$/m,
         'warc.zst: a dictionary missing is said plainly');
    is($st, 2, 'warc.zst: and is a broken archive');

    # damage in the fourth record's frame, a file cut inside the last one
    my $bad = join '', @dframes;
    my $at4 = length(join '', @dframes[0 .. 2]) + int(length($dframes[3]) / 2);
    substr($bad, $at4, 4, "\xff\xff\xff\xff");
    ($st, $out, $err) = run_cli('warc', write_file('bad.warc.zst',
                                                   $head . $bad));
    is(scalar(lines($out)), 1, 'warc.zst: the pages before a damaged frame');
    like($err, qr/: record 4: damaged zstd data \(.+\)$/m,
         'warc.zst: the damage names its record and zstd\'s reason');
    my $whole = $zst{'frames after a dictionary'};
    ($st, $out, $err) = run_cli('warc', write_file('cut.warc.zst',
        substr($whole, 0, length($whole) - 20)));
    is(scalar(lines($out)), 5, 'warc.zst: the pages before a cut');
    like($err, qr/: record 11: the file ends inside a zstd frame$/m,
         'warc.zst: a cut frame names its record');
}

# ARC files, the Internet Archive's format before WARC (versions 1 and 2):
# a version block, then records of a header line and a block; told by
# their first line whatever the file's name, plain, gzip per record or
# for the whole file; http records are responses, dns:, other schemes
# and the version block give no line; faults name their record
sub arc {
    my (%r) = @_;
    my @f = ($r{uri}, $r{ip} // '192.0.2.7', $r{date} // '20240408120000',
             $r{ctype} // 'text/html');
    push @f, '200', '-', '-', '0', 'news.arc' if $r{v2};
    return join(' ', @f, length $r{block}) . "\n" . $r{block}
        . ($r{end} // "\n");
}

sub arc_version {
    my ($v) = @_;
    my $fields = $v == 1 ? 'URL IP-address Archive-date Content-type'
        : 'URL IP-address Archive-date Content-type Result-code Checksum'
          . ' Location Offset Filename';
    # Heritrix writes XML metadata after the two lines
    return arc(uri => 'filedesc://news.arc', ip => '0.0.0.0',
               date => '20240408115959', ctype => 'text/plain', v2 => $v == 2,
               block => "$v 1 InternetArchive\n$fields Archive-length\n"
                        . "<?xml version=\"1.0\"?>\n<arcmetadata/>\n");
}

sub http {
    my ($status, $headers, $body) = @_;
    return "HTTP/1.1 $status\r\n"
        . join('', map { "$_->[0]: $_->[1]\r\n" } @$headers) . "\r\n" . $body;
}

sub arc_records {
    my (%v) = @_;
    return (
        arc_version($v{v2} ? 2 : 1),
        arc(%v, uri => 'dns:news.example', ctype => 'text/dns',
            block => "20240408120000\nnews.example. 300 IN A 192.0.2.7\n"),
        arc(%v, uri => 'http://news.example/run',
            block => http('200 OK', [$html], $page)),
        arc(%v, uri => 'http://news.example/logo.png', ctype => 'image/png',
            block => http('200 OK', [['Content-Type', 'image/png']],
                          "\x89PNG\r\n\x1a\n")),
        arc(%v, uri => 'http://news.example/gz',
            block => http('200 OK', [$html, ['Content-Encoding', 'gzip'],
                                     ['Transfer-Encoding', 'chunked']],
                          chunked(gz($page)))),
        # no line end after the block
        arc(%v, uri => 'http://news.example/market', end => '',
            block => http('200 OK',
                          [['Content-Type', 'text/html; charset=windows-1252']],
                          $latin)),
        arc(%v, uri => 'http://news.example/gone',
            block => http('404 Not Found', [$html], '<p>Not here</p>')),
        arc(%v, uri => 'ftp://files.example/run.html', block => $page),
        # a space in the URL (version 1 files have them), line ends too many;
        # crawled before the page's date, and after it
        arc(%v, uri => 'http://news.example/a page', end => "\n\n\r\n",
            date => '20050314103000',
            block => http('200 OK', [$html], $future)),
        arc(%v, uri => 'https://news.example/last', date => '20310101080000',
            block => http('200 OK', [$html], $future)),
    );
}

{
    my ($s, $x) = run_cli('extract', '--json', '--now', '2024-04-08T12:00:00',
                          '--url', 'http://news.example/run', $marathon);
    my $want_arc = stable(decode_json($x));
    my @arc1 = arc_records();
    my @uris = ('http://news.example/run', 'http://news.example/gz',
                'http://news.example/market', 'http://news.example/a page',
                'https://news.example/last');
    my %index = map { (split / /, $arc1[$_])[0] => $_ } 0 .. $#arc1;
    $index{'http://news.example/a page'} = 8;
    my $arc = write_file('news.arc', join '', @arc1);

    ($st, $out, $err) = run_cli('warc', '--jobs', '2', $arc);
    @o = lines($out);
    is_deeply([ map { $_->{warc_target_uri} } @o ], \@uris,
              'arc: 200 HTML http(s) records, in archive order') or diag($err);
    is($st, 0, 'arc: exit 0');
    is($err, '', 'arc: nothing on stderr');
    is($json->encode(stable($o[0])), $json->encode($want_arc),
       'arc: the object is what extract --json --url gives');
    is($o[0]{title}, $want_arc->{title}, 'arc: the title');
    is($json->encode(stable($o[1])), $json->encode($want_arc),
       'arc: a chunked gzip body is decoded to the same page');
    like($o[2]{title} // '', qr/\x{e9}|\x{2019}|\x{20ac}/,
         'arc: the charset of the HTTP header, no line end after the block');
    is($o[0]{warc_date}, '2024-04-08T12:00:00Z', 'arc: the date, ISO 8601');
    is($o[3]{warc_date}, '2005-03-14T10:30:00Z', 'arc: each record\'s date');
    is($o[3]{date}, undef,
       'arc: the record\'s date is the reference time, a date after it'
       . ' dropped');
    is($o[3]{status}, 'ok', 'arc: a space in the URL, line ends too many');
    is($o[4]{status}, 'ok', 'arc: the last record');
    like($o[4]{date} // '', qr/^2030-01-02/, 'arc: and kept after it');
    is_deeply([ map { [ @$_{qw(warc_type warc_record_id warc_payload_digest
                                warc_refers_to)} ] } @o ],
              [ ([ 'response', undef, undef, undef ]) x 5 ],
              'arc: a response, no record id, no digest, no revisit');
    my @keys = $out =~ /^\{"file":"[^"]*","warc_record_id":null,
        "warc_target_uri":"[^"]*","warc_date":"[^"]*",
        "warc_offset":\d+,"warc_length":\d+,"warc_type":"response",
        "warc_payload_digest":null,"warc_refers_to":null,
        "warc_refers_to_target_uri":null,"warc_refers_to_date":null,
        "title":/mgx;
    is(scalar @keys, 5, 'arc: the keys of WARC lines, in their order');
    is_deeply([ map { at($arc, $_) } @o ],
              [ map { $arc1[ $index{ $_->{warc_target_uri} } ] } @o ],
              'arc: warc_offset and warc_length read each record again');

    # the name does not tell the format
    my $named = write_file('old.warc', join '', @arc1);
    my ($s2, $o2) = run_cli('warc', $named);
    is($json->encode([ map { stable($_) } lines($o2) ]),
       $json->encode([ map { stable($_) } @o ]),
       'arc: a .warc name changes nothing');

    # gzip per record (.arc.gz), for the whole file, version 2, stdin
    my @members = map { gz($_) } @arc1;
    my $arcgz = write_file('news.arc.gz', join '', @members);
    ($st, $out, $err) = run_cli('warc', $arcgz);
    my @g = lines($out);
    is($json->encode([ map { stable($_) } @g ]),
       $json->encode([ map { stable($_) } @o ]),
       'arc.gz: the same lines') or diag($err);
    is_deeply([ map { at($arcgz, $_) } @g ],
              [ map { $members[ $index{ $_->{warc_target_uri} } ] } @g ],
              'arc.gz: warc_offset and warc_length are each record\'s member');
    ($st, $out) = run_cli('warc', write_file('whole.arc.gz',
                                             gz(join '', @arc1)));
    is($json->encode([ map { stable($_) } lines($out) ]),
       $json->encode([ map { stable($_) } @o ]),
       'arc: a whole-file gzip, the same lines');
    is_deeply([ map { [ $_->{warc_offset}, $_->{warc_length} ] } lines($out) ],
              [ ([ undef, undef ]) x 5 ], 'arc: and no offsets');
    my @arc2 = arc_records(v2 => 1);
    ($st, $out, $err) = run_cli('warc', write_file('news2.arc',
                                                   join '', @arc2));
    is($json->encode([ map { stable($_) } lines($out) ]),
       $json->encode([ map { stable($_) } @o ]),
       'arc: version 2, the same lines') or diag($err);
    ($st, $out) = run_cli('warc', '-', \read_file($arcgz));
    is_deeply([ map { [ $_->{warc_target_uri}, $_->{warc_offset},
                        $_->{warc_length} ] } lines($out) ],
              [ map { [ $_->{warc_target_uri}, $_->{warc_offset},
                        $_->{warc_length} ] } @g ],
              'arc: "-" reads standard input, offsets the same');

    # among WARC files; a WARC revisit of a capture in an ARC file
    my $rv = write_file('revisit.warc', record(
        type => 'revisit', uri => 'https://news.example/again',
        date => '2024-04-09T08:00:00Z', block => '',
        extra => "WARC-Refers-To-Target-URI: http://news.example/run\r\n"
                 . "WARC-Refers-To-Date: 2024-04-08T12:00:00Z\r\n"));
    ($st, $out, $err) = run_cli('warc', $pergz, $arc, $plain, $rv);
    @o = lines($out);
    is_deeply([ map { $_->{file} } @o ],
              [ ($pergz) x 5, ($arc) x 5, ($plain) x 5, $rv ],
              'arc: an ARC file among WARC files');
    is($o[15]{status}, 'ok', 'arc: a WARC revisit of an ARC capture')
        or diag($out);
    is($o[15]{title}, $want_arc->{title}, 'arc: extracted from the capture');

    # a zstd frame per record, as for .warc.zst (without a dictionary)
    SKIP: {
        skip 'zstd not installed (make setup installs it)', 2
            if system('command -v zstd > /dev/null') != 0;
        my @frames = map {
            my $in = write_file('zstd.in', $_);
            my $bytes = `zstd -q -c '$in'`;
            die 'zstd failed' if $? || !length $bytes;
            $bytes;
        } @arc1;
        my $zst = write_file('news.arc.zst', join '', @frames);
        ($st, $out, $err) = run_cli('warc', $zst);
        my @z = lines($out);
        is($json->encode([ map { stable($_) } @z ]),
           $json->encode([ map { stable($_) } @g ]),
           'arc.zst: the same lines') or diag($err);
        is_deeply([ map { at($zst, $_) } @z ],
                  [ map { $frames[ $index{ $_->{warc_target_uri} } ] } @z ],
                  'arc.zst: warc_offset and warc_length are the frames');
    }

    # faults: a cut record, damaged header lines, an unknown version
    my $at6 = length(join '', @arc1[0 .. 4]) + 100;
    my $cut = write_file('cut.arc', substr(join('', @arc1), 0, $at6));
    ($st, $out, $err) = run_cli('warc', $cut, $arc);
    is(scalar(lines($out)), 2 + 5, 'arc: the pages before a cut record');
    my $ends = "the file ends inside a record's block";
    like($err, qr/^newsseg warc: \Q$cut\E: record 6: \Q$ends\E$/m,
         'arc: a cut record is named');
    is($st, 2, 'arc: a cut archive is a broken one');
    ($st, $out, $err) = run_cli('warc', write_file('cut.arc.gz',
        substr(join('', @members), 0, length(join '', @members[0 .. 4]) + 30)));
    like($err, qr/: record 6: the file ends inside a gzip member$/m,
         'arc.gz: a cut member is named');

    my @bad = @arc1;
    $bad[4] =~ s/^(\S+ \S+) 20240408120000 /$1 yesterday /;
    ($st, $out, $err) = run_cli('warc', write_file('baddate.arc',
                                                   join '', @bad));
    is(scalar(lines($out)), 1, 'arc: the pages before a damaged header');
    like($err, qr/: record 5: the ARC record header's date is not 14 digits$/m,
         'arc: a damaged date is named');
    for my $d ('20241399120000', '20230229120000', '20240408256000') {
        @bad = @arc1;
        $bad[4] =~ s/^(\S+ \S+) 20240408120000 /$1 $d /;
        ($st, $out, $err) = run_cli('warc', write_file('nodate.arc',
                                                       join '', @bad));
        like($err, qr/: record 5: the ARC record header's date is no date$/m,
             "arc: $d is no date");
    }
    @bad = @arc1;
    $bad[4] =~ s/^/  /;
    ($st, $out) = run_cli('warc', write_file('indent.arc', join '', @bad));
    is_deeply([ map { $_->{warc_target_uri} } lines($out) ], \@uris,
              'arc: blanks before a URL are not its: the record keeps its line');
    @bad = @arc1;
    $bad[4] =~ s/^(\S+ \S+) 20240408120000 /$1 20240229235960 /;
    ($st, $out) = run_cli('warc', write_file('leap.arc', join '', @bad));
    is($st, 0, 'arc: 29 February of a leap year, and a leap second');
    @bad = @arc1;
    $bad[3] =~ s/^(\S+ \S+ \S+) image\/png (\d+)\n/$1 $2\n/;
    ($st, $out, $err) = run_cli('warc', write_file('fields.arc',
                                                   join '', @bad));
    like($err, qr/: record 4: the ARC record header has 4 fields, not 5$/m,
         'arc: a field missing is named');
    ($st, $out, $err) = run_cli('warc', write_file('mixed.arc',
        join '', $arc2[0], @arc1[1 .. 3]));
    like($err, qr/: record 2: the ARC record header has 5 fields, not 10$/m,
         'arc: a version 1 line in a version 2 file');
    @bad = @arc1;
    $bad[2] =~ s/ (\d+)\n/ 1x$1\n/;
    ($st, $out, $err) = run_cli('warc', write_file('len.arc', join '', @bad));
    like($err, qr/: record 3: the ARC record header's length is not a number$/m,
         'arc: a damaged length is named');
    ($st, $out, $err) = run_cli('warc', write_file('v3.arc',
        arc(uri => 'filedesc://v3.arc', ctype => 'text/plain',
            block => "3 0 Somebody\nURL Archive-length\n") . $arc1[2]));
    my $neither = 'the ARC version block gives neither version 1 nor 2';
    like($err, qr/: record 1: \Q$neither\E$/m,
         'arc: another version is refused');
    is($out, '', 'arc: with no line');
    ($st, $out, $err) = run_cli('warc', write_file('noversion.arc',
                                                   join '', @arc1[2 .. 4]));
    like($err, qr/: record 1: not a WARC record header$/m,
         'arc: a file without its version block is not told ARC');
}

# messages name the command
system("'$bin' warc '$plain' > /dev/full 2> '$tmp/stderr'");
like(read_file("$tmp/stderr"), qr/^newsseg warc: writing: /m,
     'warc: an output error is newsseg warc\'s');

# the file itself cannot be read: no record number
($st, $out, $err) = run_cli('warc', $tmp);
like($err, qr/^newsseg warc: \Q$tmp\E: Is a directory$/m,
     'warc: a directory is no archive, and no record');

done_testing();
