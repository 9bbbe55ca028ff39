
/*
 * l10n.c - the views' own words in the page's language.  A German
 * article read aloud should not switch to an English voice for "Skip to
 * article" and "14 March 2024"; for a language without an entry here the
 * view keeps English and marks it lang="en".  The languages are those
 * whose dates the parser reads (date.c).
 *
 * Copyright (C) newsseg authors
 */


#include <stddef.h>
#include <string.h>
#include <strings.h>

#include "l10n.h"


/* regional entries before their language's: the first match wins */
static const nseg_l10n_t  nseg_l10n_table[] = {

    { "en", "Skip to article", "Updated", "Source:", "Untitled article",
      "Article", "%d %m %y", NULL,
      { "January", "February", "March", "April", "May", "June", "July",
        "August", "September", "October", "November", "December" } },

    /* Austria's January */
    { "de-at", "Zum Artikel springen", "Aktualisiert am", "Quelle:",
      "Artikel ohne Titel", "Artikel", "%d. %m %y", NULL,
      { "Jänner", "Februar", "März", "April", "Mai", "Juni", "Juli",
        "August", "September", "Oktober", "November", "Dezember" } },

    { "de", "Zum Artikel springen", "Aktualisiert am", "Quelle:",
      "Artikel ohne Titel", "Artikel", "%d. %m %y", NULL,
      { "Januar", "Februar", "März", "April", "Mai", "Juni", "Juli",
        "August", "September", "Oktober", "November", "Dezember" } },

    /* a no-break space before the colon, as French typography has it */
    { "fr", "Aller à l’article", "Mis à jour le", "Source\xc2\xa0:",
      "Article sans titre", "Article", "%d %m %y", "1er",
      { "janvier", "février", "mars", "avril", "mai", "juin", "juillet",
        "août", "septembre", "octobre", "novembre", "décembre" } },

    { "es", "Saltar al artículo", "Actualizado el", "Fuente:",
      "Artículo sin título", "Artículo", "%d de %m de %y", NULL,
      { "enero", "febrero", "marzo", "abril", "mayo", "junio", "julio",
        "agosto", "septiembre", "octubre", "noviembre", "diciembre" } },

    /* Portugal writes "1 de agosto", Brazil "1º de agosto" */
    { "pt-pt", "Ir para o artigo", "Atualizado em", "Fonte:",
      "Artigo sem título", "Artigo", "%d de %m de %y", NULL,
      { "janeiro", "fevereiro", "março", "abril", "maio", "junho",
        "julho", "agosto", "setembro", "outubro", "novembro",
        "dezembro" } },

    { "pt", "Ir para o artigo", "Atualizado em", "Fonte:",
      "Artigo sem título", "Artigo", "%d de %m de %y", "1º",
      { "janeiro", "fevereiro", "março", "abril", "maio", "junho",
        "julho", "agosto", "setembro", "outubro", "novembro",
        "dezembro" } },

    /* a label without an article: "il 8" and "il 11" would be "l’8" */
    { "it", "Vai all’articolo", "Ultimo aggiornamento:", "Fonte:",
      "Articolo senza titolo", "Articolo", "%d %m %y", "1º",
      { "gennaio", "febbraio", "marzo", "aprile", "maggio", "giugno",
        "luglio", "agosto", "settembre", "ottobre", "novembre",
        "dicembre" } },

    { "nl", "Naar het artikel", "Bijgewerkt op", "Bron:",
      "Artikel zonder titel", "Artikel", "%d %m %y", NULL,
      { "januari", "februari", "maart", "april", "mei", "juni", "juli",
        "augustus", "september", "oktober", "november", "december" } },

    /* the genitive: "14 marca 2024", not "14 marzec 2024" */
    { "pl", "Przejdź do artykułu", "Zaktualizowano", "Źródło:",
      "Artykuł bez tytułu", "Artykuł", "%d %m %y", NULL,
      { "stycznia", "lutego", "marca", "kwietnia", "maja", "czerwca",
        "lipca", "sierpnia", "września", "października", "listopada",
        "grudnia" } },
};


const nseg_l10n_t  *const nseg_l10n_en = &nseg_l10n_table[0];


const nseg_l10n_t *
nseg_l10n_find(const char *lang)
{
    size_t              i, n, lang_len, region_len;
    const nseg_l10n_t  *t;

    if (lang == NULL) {
        return NULL;
    }

    lang_len = strcspn(lang, "-");
    region_len = lang[lang_len] == '-'
                 ? lang_len + 1 + strcspn(lang + lang_len + 1, "-") : 0;

    for (i = 0; i < sizeof(nseg_l10n_table) / sizeof(nseg_l10n_table[0]);
         i++)
    {
        t = &nseg_l10n_table[i];
        n = strlen(t->lang);

        if ((n == lang_len || n == region_len)
            && strncasecmp(lang, t->lang, n) == 0)
        {
            return t;
        }
    }

    return NULL;
}
