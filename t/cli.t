#!/usr/bin/perl
# The command-line tool's contract: extract's exit statuses and JSON, and
# batch (many pages in one process): one object per listed page, in list
# order whatever the number of threads, the same object extract prints,
# URL and charset fields, unreadable files, bad arguments.

use strict;
use warnings;
use FindBin;
use File::Temp qw(tempdir);
use Test::More;
use JSON::PP;

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
        open my $fh, '>', "$tmp/stdin" or die $!;
        print $fh $in;
        close $fh;
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

# an object without the keys that vary from run to run
sub stable {
    my ($o) = @_;
    my %c = %$o;
    delete @c{qw(extract_ms stages file)};
    return \%c;
}

my $json = JSON::PP->new->canonical;
my @fixtures = sort glob("$pages/*.html");
ok(@fixtures >= 10, 'fixture pages are there');

my $pdf = write_file('paper.pdf', "%PDF-1.7\n%\xe2\xe3\xcf\xd3\n1 0 obj\n");
my $empty = write_file('empty.html', '');
my $latin1 = write_file('latin1.html',
    "<html><body><article><h1>Caf\xe9 du march\xe9</h1>"
    . ("<p>Le caf\xe9 ouvre \xe0 sept heures et ferme \xe0 midi, "
       . "tous les jours sauf le dimanche, depuis des ann\xe9es.</p>") x 4
    . "<p>Les prix sont sur <a href=\"menu.html\">la carte</a> du jour,"
    . " avec les plats et les desserts de la semaine.</p>"
    . "</article></body></html>");

# --- extract

my ($st, $out, $err) = run_cli('extract', '--json', $fixtures[0]);
is($st, 0, 'extract: exit 0 when an article is found');
my $one = decode_json($out);
is($one->{status}, 'ok', 'extract: status ok');

($st, $out, $err) = run_cli('extract', '--json', "$tmp/missing.html");
is($st, 2, 'extract: exit 2 for a missing file');
is(decode_json($out)->{status}, 'error', 'extract: a status object for it');
like($err, qr/missing\.html/, 'extract: the file is named on stderr');

($st, $out, $err) = run_cli('extract', '--json', $empty);
is($st, 1, 'extract: exit 1 for a declined page');
is(decode_json($out)->{status}, 'empty', 'extract: declined as empty');

# --- batch: one object per line, in order, the same as extract's

my $list = join '', map { "$_\n" } @fixtures;
for my $jobs (1, 2, 3) {
    ($st, $out, $err) = run_cli('batch', '--jobs', $jobs, \$list);
    is($st, 0, "batch --jobs $jobs: exit 0");
    my @lines = split /\n/, $out;
    is(scalar @lines, scalar @fixtures, "batch --jobs $jobs: a line a page");
    is_deeply([map { decode_json($_)->{file} } @lines], \@fixtures,
              "batch --jobs $jobs: in list order");
}

my @objs = map { decode_json($_) } split /\n/, $out;
my $same = 0;
for my $i (0 .. $#fixtures) {
    my ($s, $o) = run_cli('extract', '--json', $fixtures[$i]);
    $same++ if $json->encode(stable(decode_json($o)))
               eq $json->encode(stable($objs[$i]));
}
is($same, scalar @fixtures, 'batch: each object is what extract prints');
like($out, qr/^\{"file":"[^"]+","title":/, 'batch: "file" is the first key');

# the list from a file, URL and charset fields, blanks and comments
my $listfile = write_file('list.txt',
    "# pages of the test\n\n"
    . "$latin1\thttps://example.org/food/cafe.html\tiso-8859-1\n"
    . "$pdf\t-\n"
    . "$tmp/missing.html\n"
    . "$fixtures[0]\r\n");
($st, $out, $err) = run_cli('batch', '--jobs', '2', $listfile);
is($st, 1, 'batch: exit 1 when a listed file cannot be read');
like($err, qr/1 of 4 files could not be read/, 'batch: says how many');
@objs = map { decode_json($_) } split /\n/, $out;
is(scalar @objs, 4, 'batch: blank and comment lines are not pages');

is($objs[0]{status}, 'ok', 'batch: the Latin-1 page is extracted');
is($objs[0]{url}, 'https://example.org/food/cafe.html',
   'batch: the URL field is the page URL');
like($objs[0]{body_html}, qr{href="https://example\.org/food/menu\.html"},
     'batch: links resolve against the URL field');
like($objs[0]{body_text}, qr/caf\x{e9} ouvre \x{e0} sept heures/,
     'batch: the charset field decodes the page');

is($objs[1]{status}, 'not_html', 'batch: a PDF is declined');
is($objs[1]{url}, undef, 'batch: "-" is no URL');

is($objs[2]{file}, "$tmp/missing.html", 'batch: a missing file keeps its line');
is($objs[2]{status}, 'error', 'batch: its status is error');
like($objs[2]{reason}, qr/cannot read the file: No such file/,
     'batch: and the reason says why');
is_deeply([sort keys %{ $objs[2] }], [sort keys %{ $objs[3] }],
          'batch: every line has every key');
is($objs[3]{file}, $fixtures[0], 'batch: a CRLF line ends before the CR');
is($objs[3]{status}, 'ok', 'batch: and its page is extracted');

# the HTTP Content-Language: extract's option, batch's fourth field
{
    my $src = do { local $/; open my $fh, '<:raw', "$pages/en-marathon.html"
                       or die; <$fh> };
    $src =~ s{<html[^>]*>}{<html>};
    my $nolang = write_file('nolang.html', $src);
    my ($xs, $xo) = run_cli('extract', '--json', '--content-language',
                            'en-AU', $nolang);
    is(decode_json($xo)->{lang}, 'en-AU',
       'extract: --content-language is the language of a page without one');
    ($xs, $xo) = run_cli('extract', '--json', $nolang);
    is(decode_json($xo)->{lang}, 'en', 'extract: without it, the guess');
    ($xs, $xo, my $xe) = run_cli('extract', '--json', '--content-language');
    is($xs, 2, 'extract: --content-language needs a value');
    ($xs, $xo, $xe) = run_cli('extract', '--content-language', '--json',
                              $nolang);
    is($xs, 2, 'extract: an option after it is not its value');
    like($xe, qr/--content-language needs a value/, 'extract: and says so');
    ($xs, $xo, $xe) = run_cli('extract', '--charset', '--json', $nolang);
    is($xs, 2, 'extract: nor after --charset');
    my $langs = write_file('langs.txt',
        "$nolang\t-\t-\ten-AU\n$nolang\t\t\tde\n$nolang\t-\tutf-8\n"
        . "$pages/en-marathon.html\t-\t-\tfr\n"
        . "$nolang\t-\t-\ten-AU\tlater\tfields\n");
    ($xs, $xo) = run_cli('batch', '--jobs', '1', $langs);
    is_deeply([ map { decode_json($_)->{lang} } split /\n/, $xo ],
              [ 'en-AU', 'en', 'en', 'en-GB', 'en-AU' ],
              'batch: the fourth field, after the page\'s own, unless the '
              . 'text reads as another language; fields after it ignored')
        or diag($xo);
}

# Arabic text that declares no language gets none, but reads right to left
{
    my $src = do { local $/; open my $fh, '<:raw',
                       "$pages/ar-desalination-rtl.html" or die; <$fh> };
    $src =~ s{<html[^>]*>}{<html>};
    my $nolang = write_file('ar-nolang.html', $src);
    my ($xs, $xo) = run_cli('extract', '--json', $nolang);
    my $r = decode_json($xo);
    is($r->{lang}, undef, 'extract: Arabic text declared nowhere: no language');
    is($r->{dir}, 'rtl', 'extract: but right to left');
    ($xs, $xo) = run_cli('extract', '--json', '--content-language', 'en',
                         $nolang);
    $r = decode_json($xo);
    is($r->{lang}, undef, 'extract: Arabic text served as en: no language');
    is($r->{dir}, 'rtl', 'extract: and right to left');
    ($xs, $xo) = run_cli('extract', '--json', "$pages/en-marathon.html");
    is(decode_json($xo)->{dir}, 'ltr', 'extract: English left to right');
}

# a "-" line on a list read from standard input must not swallow the rest
($st, $out, $err) = run_cli('batch', '--jobs', '1', '-',
                            \"$fixtures[0]\n-\n$fixtures[1]\n");
@objs = map { decode_json($_) } split /\n/, $out;
is(scalar @objs, 3, 'batch: a "-" line is one page, the list goes on');
is($objs[1]{status}, 'error', 'batch: "-" in a list is not read');
like($objs[1]{reason}, qr/standard input is not read/,
     'batch: and the reason says so');
is($objs[2]{file}, $fixtures[1], 'batch: the next page follows');
is($st, 1, 'batch: exit 1 for the "-" line');
($st, $out, $err) = run_cli('batch', '--jobs');
like($err, qr/--jobs needs a value/, 'batch: --jobs without its value');

# --now is the reference time: a date after it is not a publication date
my $future = write_file('future.html',
    "<html><head><meta property=\"article:published_time\""
    . " content=\"2030-01-02T10:00:00Z\"></head><body><article>"
    . "<h1>Storm closes the coast road</h1>"
    . ("<p>The coast road between the two villages was closed on the "
       . "evening after the storm brought down trees and power lines.</p>")
      x 4
    . "</article></body></html>");
($st, $out) = run_cli('batch', '--now', '2024-05-06', \"$future\n");
is(decode_json($out)->{date}, undef, 'batch: a date after --now is dropped');
($st, $out) = run_cli('batch', '--now', '2031-01-01T08:00', \"$future\n");
like(decode_json($out)->{date} // '', qr/^2030-01-02/,
     'batch: and kept when --now is later');
($st, $out, $err) = run_cli('batch', '--now', 'yesterday', \"$future\n");
is($st, 2, 'batch: a bad --now is a usage error');

# a path that is not valid UTF-8 still makes valid JSON
my $odd = write_file("caf\xe9.html", "<p>x</p>");
($st, $out) = run_cli('batch', \"$odd\n");
my $o = eval { decode_json($out) };
ok($o && $o->{file} =~ /caf\x{fffd}\.html$/, 'batch: odd bytes of a path become U+FFFD');

# a list longer than the ring of pages in flight (64 a thread) wraps it
my @long = map { $fixtures[$_ % @fixtures] } 0 .. 149;
($st, $out) = run_cli('batch', '--jobs', '1', \join('', map { "$_\n" } @long));
my @files = map { decode_json($_)->{file} } split /\n/, $out;
is_deeply(\@files, \@long, 'batch: 150 pages through a ring of 64, in order');

# a slow page first: the other thread fills the ring behind it (128 slots
# for two threads) and waits for room; everything still comes in order
my $slow = write_file('slow.html', '<html><body><main><article>'
    . ('<div><p>The harbour bridge reopened to traffic on Monday after '
       . 'four months of repairs to its deck.</p></div>') x 20000
    . '</article></main></body></html>');
my @fill = ($slow, map { "$tmp/missing-$_.html" } 1 .. 400);
($st, $out) = run_cli('batch', '--jobs', '2', \join('', map { "$_\n" } @fill));
@files = map { decode_json($_)->{file} } split /\n/, $out;
is_deeply(\@files, \@fill, 'batch: a full ring behind a slow page, in order');
is($st, 1, 'batch: exit 1 for the missing files');

# a page is answered when it is done, before the list ends: a crawler can
# write a line and read its object through pipes
{
    use IPC::Open2;
    my $pid = open2(my $from, my $to, $bin, 'batch', '--jobs', '2');
    my $read = sub {
        my $l = eval {
            local $SIG{ALRM} = sub { die "no answer\n" };
            alarm 30;
            my $r = <$from>;
            alarm 0;
            $r;
        };
        return $l;
    };
    print $to "$fixtures[0]\n";
    $to->flush;
    my $first = $read->();
    ok(defined $first && decode_json($first)->{file} eq $fixtures[0],
       'batch: a line is answered while the list is still open');
    print $to "$fixtures[1]\n";
    close $to;
    my $second = $read->();
    ok(defined $second && decode_json($second)->{file} eq $fixtures[1],
       'batch: and the next one after it');
    kill 'KILL', $pid unless defined $second;
    waitpid($pid, 0);
    is($? >> 8, 0, 'batch: exit 0 at the end of the piped list');
}

# a file over the core's 32 MiB limit is declined, not read whole
my $huge = "$tmp/huge.html";
truncate(write_file('huge.html', '<html><body><p>x</p>'), 40 * 1024 * 1024)
    or die $!;
($st, $out) = run_cli('batch', \"$huge\n");
$o = decode_json($out);
is($o->{status}, 'too_large', 'batch: a 40 MiB file is declined as too_large');
is($o->{input_bytes}, 32 * 1024 * 1024 + 1,
   'batch: only a byte past the limit was read');
($st, $out) = run_cli('extract', '--json', $huge);
is(decode_json($out)->{status}, 'too_large', 'extract: the same for one file');

# --- paths and --filter: rules written from the paths of one page

my $site = "$FindBin::Bin/fixtures/nginx/article-en.html";
($st, $out) = run_cli('paths', $site);
is($st, 0, 'paths: exit 0');
like($out, qr{^html/body/main/article/h1\tCity council approves riverside park}m,
     'paths: the headline and its path');
like($out, qr{^html/body/main/article/div/p\tThe Millbrook city council}m,
     'paths: a paragraph and its path');
like($out, qr{^html/body/main/article/figure/img\t\[img\] /images/}m,
     'paths: an image and its path');

# a long line is cut at a character, not inside one
my $kana = write_file('kana.html', "<html><body><p>"
                      . ("\xe3\x81\x82" x 60) . "</p></body></html>");
($st, $out) = run_cli('paths', $kana);
ok(utf8::decode(my $copy = $out), 'paths: a cut line is still UTF-8');
like($out, qr/\.\.\.$/m, 'paths: and says it was cut');

my @rules = ('--filter', 'headline:html/body/main/article/h1',
             '--filter', 'text:html/body/main/article/div/p',
             '--filter', 'image:html/body/main/article/figure/img:2.5');
($st, $out) = run_cli(@rules, 'extract', '--json', $site);
my $f = decode_json($out);
is($f->{title_source}, 'filter', '--filter: the headline rule gives the title');
like($f->{body_text}, qr/seven to two on Tuesday/, '--filter: the text rule');
unlike($f->{body_text}, qr/Costs and financing/, '--filter: only what it matches');
like($f->{body_html}, qr{<img src="[^"]*freight-yard\.jpg"}, '--filter: the image rule');

($st, $out) = run_cli(@rules, 'batch', \"$site\n");
is(decode_json($out)->{title_source}, 'filter', '--filter: batch uses the rules');

($st, $out, $err) = run_cli('--filter', 'caption:html/body', 'extract', $site);
is($st, 2, '--filter: an unknown type is a usage error');
like($err, qr/unknown filter type "caption"/, '--filter: and says so');
($st, $out, $err) = run_cli('--filter', 'text', 'extract', $site);
is($st, 2, '--filter: TYPE:PATH expected');

# --site-memory: a block of the site's template, in the body of two
# pages of the same site, leaves both; a page of another site keeps it
my $box = '<div class="note"><p>The Valley Courier may earn a commission'
    . ' when you buy through the links in our stories.</p></div>';
sub courier {
    my ($name, $title, $para) = @_;
    return write_file($name, "<html><head><title>$title</title></head><body>"
        . "<main><article><h1>$title</h1>$box"
        . ("<p>$para</p>") x 3 . "</article></main></body></html>");
}
my $c1 = courier('c1.html', 'Water plant opens late',
    'The regional water board confirmed that the new treatment plant at'
    . ' Millbrook will open in the spring, two years later than planned.');
my $c2 = courier('c2.html', 'Ferry timetable changes',
    'The island ferry will leave half an hour earlier from Monday, the'
    . ' operator said, to make room for the freight sailings at noon.');
my $sites = write_file('sites.txt',
    "$c1	https://valley-courier.example/water.html
"
    . "$c2	https://www.valley-courier.example/ferry.html
"
    . "$c1	https://other.example/water.html
");
($st, $out, $err) = run_cli('batch', '--jobs', '2', $sites);
@objs = map { decode_json($_) } split /\n/, $out;
is(scalar(grep { $_->{body_text} =~ /may earn a commission/ } @objs), 3,
   'batch: without --site-memory every page keeps the box');
($st, $out, $err) = run_cli('batch', '--site-memory', '--jobs', '2', $sites);
is($st, 0, 'batch --site-memory: exit 0');
@objs = map { decode_json($_) } split /\n/, $out;
is(scalar @objs, 3, 'batch --site-memory: a line a page, once');
unlike($objs[0]{body_text}, qr/may earn a commission/,
       'batch --site-memory: the box leaves the first page of the site');
unlike($objs[1]{body_text}, qr/may earn a commission/,
       'batch --site-memory: and the second (www. or not)');
like($objs[1]{body_text}, qr/island ferry/,
     'batch --site-memory: the article stays');
like($objs[2]{body_text}, qr/may earn a commission/,
     'batch --site-memory: another site keeps it');
($st, $out, $err) = run_cli('batch', '--site-memory', \"$c1\n");
is($st, 2, 'batch --site-memory: a list on standard input is a usage error');
like($err, qr/give it as a file/, 'batch --site-memory: and says so');

# --- label: the title ceiling, the best any choice among the pipeline's
# candidates could score.  Three pages whose gold title is the visible
# headline, only the og:title, and nothing on the page.
sub corpus_page {
    my ($id, $html, $title) = @_;
    mkdir "$tmp/corpus/tiny/$id" or die $!;
    write_file("corpus/tiny/$id/source.html", $html);
    write_file("corpus/tiny/$id/gold.json",
               $json->encode({ id => $id, set => 'tiny', title => $title }));
    return $json->encode({ id => $id, url => "https://$id.example/a",
                           site => "$id.example", fields => ['title'] })
           . "\n";
}

sub harbour_page {
    my ($og) = @_;
    return "<html><head><title>Harbour board approves quay repairs"
        . " | Harbour Post</title>"
        . "<meta property=\"og:title\" content=\"$og\"></head><body>"
        . "<header><a href=\"/\">Harbour Post</a></header><article>"
        . "<h1>Harbour board approves quay repairs</h1>"
        . ("<p>The harbour board voted on Tuesday to repair the old quay,"
           . " whose stones have shifted after three winters of storms,"
           . " at a cost the board says the port can carry.</p>") x 5
        . "</article></body></html>";
}

mkdir "$tmp/corpus" or die $!;
mkdir "$tmp/corpus/tiny" or die $!;
write_file('corpus/tiny/index.jsonl',
    corpus_page('visible', harbour_page('Harbour board approves quay repairs'),
                'Harbour board approves quay repairs')
    . corpus_page('metadata', harbour_page('Quay repairs approved after a'
                                           . ' long debate'),
                  'Quay repairs approved after a long debate')
    . corpus_page('nowhere', harbour_page('Harbour board approves quay'
                                          . ' repairs'),
                  'Ferry timetable changes for the winter'));

($st, $out, $err) = run_cli('label', "$tmp/corpus");
is($st, 0, 'label: exit 0');
like($err, qr/^  tiny\s+3 pages  exact 0\.333 \/ 0\.667  BoW F1 0\.\d+ \/ 0\.\d+$/m,
     'label: a node gives one gold title, metadata a second, none the third');
like($err, qr/^  all\s+3 pages  exact 0\.333 \/ 0\.667 /m,
     'label: and the line of all sets says the same');
like($out, qr/^tiny,visible,visible\.example,\d+,1,0,/m,
     'label: the visible headline is the labelled title row');
unlike($out, qr/^tiny,(?:metadata|nowhere),[^,]*,\d+,1,/m,
       'label: no row is labelled a title on the other two');

# usage errors
($st, $out, $err) = run_cli('batch', '--jobs', '0', \"");
is($st, 2, 'batch: --jobs 0 is a usage error');
like($err, qr/--jobs/, 'batch: and says so');
($st, $out, $err) = run_cli('batch', "$tmp/no-list.txt");
is($st, 2, 'batch: a missing list is exit 2');
($st, $out, $err) = run_cli('batch', \"");
is($st, 0, 'batch: an empty list is no error');
is($out, '', 'batch: and prints nothing');

# --now: strict, with a zone or UNIX seconds (the date above is 10:00Z)
# (a day of slack for time zones: kept from 2030-01-01T10:00Z on)
for my $c ([ '2030-01-01T00:00:00-12:00', 1, 'an offset is not UTC' ],
           [ '2030-01-01 23:00', 1, 'a space for the T' ],
           [ '2030-01-01T09:59:59Z', 0, 'Z' ],
           [ '2030-01-01T10:30:00.250+00:00', 1, 'fractions of a second' ],
           [ '1893495600', 1, 'UNIX seconds' ],
           [ '1893488400', 0, 'UNIX seconds, earlier' ]) {
    my ($now, $kept, $what) = @$c;
    ($st, $out) = run_cli('extract', '--json', '--now', $now, $future);
    is(defined decode_json($out)->{date} ? 1 : 0, $kept, "--now $now: $what");
}
for my $bad ('2030-01-02T12:00garbage', '2029-12-32T11:00', '2024-13-45',
             '2024-02-30T10:00', '2023-02-29', '2024-02-30T25:61:99', '0-0-0',
             '+2024-3-4', '2024-03-14T10', '2024-03-14T10:00+25:00', '') {
    ($st, $out, $err) = run_cli('extract', '--now', $bad, $future);
    is($st, 2, "--now \"$bad\" is a usage error");
}
($st) = run_cli('extract', '--now', '2024-02-29T10:00', $future);
is($st, 0, '--now: 29 February of a leap year');

# the epoch and before are no reference time (0 would mean "the clock"),
# nor are times past 9999 (milliseconds for seconds)
for my $c ([ 'extract', '0' ], [ 'extract', '1970-01-01T00:00:00' ],
           [ 'batch', '1969-12-31' ], [ 'eval', '1970-01-01T01:00+02:00' ],
           [ 'extract', '9223372036854775807' ],
           [ 'warc', '1710936000000' ]) {
    my ($cmd, $bad) = @$c;
    ($st, $out, $err) = run_cli($cmd, '--now', $bad,
                                $cmd eq 'batch' ? \"$future\n" : $future);
    is($st, 2, "$cmd --now \"$bad\" is a usage error");
    like($err, qr/--now: "\Q$bad\E" is not after 1970-01-01T00:00:00Z and before 10000/,
         "$cmd --now \"$bad\": and says why");
}
($st, $out) = run_cli('extract', '--json', '--now', '1', $future);
is($st, 0, '--now 1: one second after the epoch is a time');
($st, $out) = run_cli('extract', '--json', '--now', '253402300799', $future);
is($st, 0, '--now 253402300799: the last second of 9999 is a time');

# extract's options: values, --, --columns, --url
($st, $out, $err) = run_cli('extract', $future, '--url');
is($st, 2, 'extract: --url without a value');
like($err, qr/--url needs a value/, 'extract: and says so');
for my $c ('abc', '0', '5', '-5', '') {
    ($st) = run_cli('extract', '--print', '--columns', $c, $future);
    is($st, 2, "extract: --columns \"$c\" is refused");
}
($st, $out) = run_cli('extract', '--print', '--columns', '3', $future);
like($out, qr/nseg-cols-3/, 'extract: --columns 3');
($st, $out, $err) = run_cli('extract', '--json', '--url', 'javascript:alert(1)', $future);
is($st, 2, 'extract: a --url that is no http(s) URL is refused');
write_file('-dash.html', do { local (@ARGV, $/) = ($future); <> });
$out = `cd '$tmp' && '$bin' extract --json -- -dash.html 2>/dev/null`;
is(decode_json($out)->{title}, 'Storm closes the coast road', 'extract: -- ends the options');
$out = `cd '$tmp' && '$bin' extract --json -dash.html 2>&1`;
like($out, qr/unknown option "-dash\.html"/, 'extract: and without it the name is an option');

# the help of every command, and global options without a value
for my $c ([ 'extract', '--help' ], [ 'batch', '-h' ], [ 'warc', '--help' ], [ '-h' ]) {
    ($st, $out) = run_cli(@$c);
    is($st, 0, "help: @$c");
    like($out, qr/^usage: newsseg/, "help: @$c prints the usage");
}
($st, $out, $err) = run_cli('--models');
is($st, 2, 'a global option without a value');
like($err, qr/--models needs a value/, 'and says so');
($st, $out, $err) = run_cli('--bogus', 'extract', $future);
like($err, qr/unknown option "--bogus"/, 'an unknown global option is named');
($st, $out, $err) = run_cli('features', '--bogus', $future);
is($st, 2, 'features: an unknown option');
like($err, qr/unknown option "--bogus"/, 'features: named');
($st, $out, $err) = run_cli('paths', '--help');
is($st, 0, 'paths --help');

# write errors are errors
SKIP: {
    skip 'no /dev/full', 4 unless -w '/dev/full';
    for my $m ('--json', '--text', '--reader') {
        my $rc = system("'$bin' extract $m '$future' > /dev/full 2> '$tmp/full'") >> 8;
        is($rc, 2, "extract $m > /dev/full is exit 2");
    }
    like(do { local (@ARGV, $/) = ("$tmp/full"); <> }, qr/writing: No space left/,
         'and says why');
}

# an unreadable file: every key, with the reason and the --url
($st, $out, $err) = run_cli('extract', '--json', '--url', 'https://ex.com/m', "$tmp/missing.html");
is($st, 2, 'extract: a missing file is exit 2');
my $u = decode_json($out);
is($u->{status}, 'error', 'extract: status error');
like($u->{reason}, qr/No such file/, 'extract: the reason');
is($u->{url}, 'https://ex.com/m', 'extract: the --url');
ok(exists $u->{title} && exists $u->{body_text}, 'extract: every key');
($st, $out) = run_cli('batch', \"$tmp/missing.html\thttps://ex.com/m\n");
is(decode_json($out)->{url}, 'https://ex.com/m', 'batch: the list URL of an unreadable file');

# lists: a byte order mark, white space only
($st, $out) = run_cli('batch', \"\xef\xbb\xbf$future\n \t\n\t\n\n");
my @l = split /\n/, $out;
is(scalar @l, 1, 'batch: lines of white space are no pages');
is(decode_json($l[0])->{status}, 'ok', 'batch: a BOM is not part of the first path');

# a Persian page's views show Iran's Solar Hijri day; datetime and the
# JSON stay Gregorian; the same page in English shows the Gregorian day
for my $lang ('fa', 'en') {
    my $page = write_file("$lang.html",
        qq{<!DOCTYPE html><html lang="$lang"><head><meta charset="utf-8">}
        . '<title>خبر</title><meta property="article:published_time"'
        . ' content="2023-12-22T10:30:00+03:30"><meta property='
        . '"article:modified_time" content="2024-03-20T08:00:00+03:30">'
        . '</head><body><article><h1>افزایش قیمت نان در تهران</h1><p>'
        . ('قیمت نان در تهران از امروز افزایش یافت و نانوایی‌ها نرخ جدید'
           . ' را اعلام کردند. ') x 30
        . '</p></article></body></html>');
    my %visible = (
        fa => ['۱ دی ۱۴۰۲', '۱ فروردین ۱۴۰۳'],
        en => ['22 December 2023', '20 March 2024'],
    );
    ($st, $out) = run_cli('extract', '--json', '--now', '2024-06-01', $page);
    is(decode_json($out)->{date}, '2023-12-22T10:30:00+03:30',
       "extract $lang: the JSON date stays Gregorian");
    for my $m ('--reader', '--print') {
        ($st, $out) = run_cli('extract', $m, '--now', '2024-06-01', $page);
        like($out, qr{<time datetime="2023-12-22T10:30:00\+03:30">\Q$visible{$lang}[0]\E</time>},
             "extract $m $lang: the publication day");
        like($out, qr{<time datetime="2024-03-20T08:00:00\+03:30">\Q$visible{$lang}[1]\E</time>},
             "extract $m $lang: the update's day");
    }
}

done_testing();
